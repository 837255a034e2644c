import { isAdmin, SCREEN } from '@labmedicin/contracts';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { useSession } from '../auth/use-session';
import './admin-navbar.css';

/**
 * The admin area's screens; `adminOnly` ones are refused to contributors, so they are not offered
 * to them. Tags, the audit log and the archive (`more`) sit in one menu, so the line still fits.
 */
const LINKS = [
  { to: SCREEN.admin.path, label: 'nav.dashboard', adminOnly: false },
  { to: SCREEN.adminNew.path, label: 'nav.newArticle', adminOnly: false },
  { to: SCREEN.adminMedia.path, label: 'nav.media', adminOnly: true },
  { to: SCREEN.adminUsers.path, label: 'nav.users', adminOnly: true },
  { to: SCREEN.adminComments.path, label: 'nav.comments', adminOnly: true },
  { to: SCREEN.adminCategories.path, label: 'nav.categories', adminOnly: true },
  { to: SCREEN.adminTags.path, label: 'nav.tags', adminOnly: true, more: true },
  { to: SCREEN.adminMediaAnalytics.path, label: 'nav.mediaAnalytics', adminOnly: true },
  { to: SCREEN.adminAudit.path, label: 'audit:nav', adminOnly: true, more: true },
  { to: SCREEN.adminSearchInsights.path, label: 'search-insights:nav', adminOnly: false, more: true },
  { to: SCREEN.adminArchive.path, label: 'nav.archive', adminOnly: true, more: true },
] as const;

/**
 * The admin area's own navbar, on one line from the xl breakpoint (1200 px) up, where every label
 * fits in both languages; a menu button below it. Each role sees only the screens it may open.
 */
export function AdminNavbar() {
  const { t } = useTranslation(['admin', 'common', 'audit', 'search-insights']);
  const admin = isAdmin(useSession().user);
  const shown = LINKS.filter(({ adminOnly }) => admin || !adminOnly);
  const more = shown.filter((link) => 'more' in link);
  return (
    <Navbar bg="dark" data-bs-theme="dark" expand="xl" collapseOnSelect sticky="top" aria-label={t('nav.main')} className="admin-navbar">
      <Container fluid="xxl">
        <Navbar.Brand as={Link} to={SCREEN.admin.path} className="fw-semibold">
          {t('brand')}
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="admin-navbar-collapse" label={t('common:nav.toggle')} />
        <Navbar.Collapse id="admin-navbar-collapse">
          <Nav className="me-auto">
            {shown.filter((link) => !('more' in link)).map(({ to, label }) => (
              <Nav.Link key={to} as={NavLink} to={to} end={to === SCREEN.admin.path} eventKey={to} className="text-nowrap">
                {t(label)}
              </Nav.Link>
            ))}
            {more.length > 0 && (
              <NavDropdown title={t('nav.more')} id="admin-navbar-more" className="text-nowrap">
                {more.map(({ to, label }) => (
                  <NavDropdown.Item key={to} as={NavLink} to={to} eventKey={to}>
                    {t(label)}
                  </NavDropdown.Item>
                ))}
              </NavDropdown>
            )}
          </Nav>
          <Nav className="align-items-xl-center gap-2">
            <Nav.Link as={Link} to={SCREEN.home.path} eventKey={SCREEN.home.path} className="text-nowrap">
              {t('nav.viewSite')}
            </Nav.Link>
            <div className="py-2 py-xl-0">
              <LanguageSwitch />
            </div>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
