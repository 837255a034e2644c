import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';

const LINKS = [
  { to: '/admin', label: 'nav.dashboard' },
  { to: '/admin/new', label: 'nav.newArticle' },
  { to: '/admin/media', label: 'nav.media' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/comments', label: 'nav.comments' },
  { to: '/admin/categories', label: 'nav.categories' },
  { to: '/admin/tags', label: 'nav.tags' },
  { to: '/admin/media-analytics', label: 'nav.mediaAnalytics' },
] as const;

/** The admin area's own navbar; its labels from the lg breakpoint (992 px) up, so a laptop sees them; a menu button below it. */
export function AdminNavbar() {
  const { t } = useTranslation('admin');
  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="lg" collapseOnSelect sticky="top" aria-label={t('nav.main')}>
      <Container fluid="xxl">
        <Navbar.Brand as={Link} to="/admin" className="fw-semibold">
          {t('brand')}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="admin-navbar-collapse" label={t('common:nav.toggle')} />
        <Navbar.Collapse id="admin-navbar-collapse">
          <Nav className="me-auto flex-wrap">
            {LINKS.map(({ to, label }) => (
              <Nav.Link key={to} as={NavLink} to={to} end={to === '/admin'} eventKey={to} className="text-nowrap">
                {t(label)}
              </Nav.Link>
            ))}
          </Nav>
          <Nav className="align-items-lg-center gap-2">
            <Nav.Link as={Link} to="/" eventKey="/" className="text-nowrap">
              {t('nav.viewSite')}
            </Nav.Link>
            <div className="py-2 py-lg-0">
              <LanguageSwitch />
            </div>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
