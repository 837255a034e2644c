import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { UserAvatar } from '../../components/user-avatar';
import type { LoginRedirectState } from '../auth/route-guards';
import { useLogout } from '../auth/use-logout';
import { useSession } from '../auth/use-session';

const LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/articles', label: 'nav.articles' },
  { to: '/tags', label: 'nav.tags' },
  { to: '/about', label: 'nav.about' },
] as const;

/** The public header: collapses behind a toggle below the lg breakpoint (992 px). */
export function MainNavbar() {
  const { t } = useTranslation();
  const { known, user, canOpenAdminArea } = useSession();
  const logout = useLogout();
  const location = useLocation();
  // The login page sends the visitor back to the page they were reading.
  const loginState: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="lg" collapseOnSelect sticky="top" className="d-print-none" aria-label={t('nav.main')}>
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-semibold">
          {t('brand')}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-navbar-collapse" label={t('nav.toggle')} />
        <Navbar.Collapse id="main-navbar-collapse">
          <Nav className="me-auto">
            {LINKS.map(({ to, label }) => (
              <Nav.Link key={to} as={NavLink} to={to} end={to === '/'} eventKey={to}>
                {t(label)}
              </Nav.Link>
            ))}
          </Nav>
          <Nav className="align-items-lg-center gap-2">
            <div className="py-2 py-lg-0">
              <LanguageSwitch />
            </div>
            {known && user && (
              <NavDropdown
                title={
                  <span className="d-inline-flex align-items-center gap-2">
                    <UserAvatar username={user.username} avatar={user.avatar} size={28} alt="" />
                    {user.username}
                  </span>
                }
                id="user-menu"
                align="end"
                aria-label={t('nav.userMenu', { username: user.username })}
              >
                <NavDropdown.Item as={Link} to={`/profile/${encodeURIComponent(user.username)}`} eventKey="profile">
                  {t('nav.profile')}
                </NavDropdown.Item>
                {canOpenAdminArea && (
                  <NavDropdown.Item as={Link} to="/admin" eventKey="admin">
                    {t('nav.admin')}
                  </NavDropdown.Item>
                )}
                <NavDropdown.Divider />
                <NavDropdown.Item as="button" eventKey="logout" disabled={logout.isPending} onClick={() => logout.mutate()}>
                  {t('nav.logout')}
                </NavDropdown.Item>
              </NavDropdown>
            )}
            {known && !user && (
              <Nav.Link as={NavLink} to="/login" state={loginState} eventKey="/login">
                {t('nav.login')}
              </Nav.Link>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
