import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { lazyComponent } from '../../components/lazy-component';
import type { LoginRedirectState } from '../auth/route-guards';
import { useSession } from '../auth/use-session';

// The signed-in reader's menu is a dropdown (Popper): a chunk of its own, not on an anonymous reader's first load.
const UserMenu = lazyComponent('UserMenu', () => import('./user-menu').then((module) => module.UserMenu));

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
              <Suspense fallback={null}>
                <UserMenu user={user} canOpenAdminArea={canOpenAdminArea} />
              </Suspense>
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
