import { SCREEN } from '@labmedicin/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../components/language-switch';
import { lazyComponent } from '../../components/lazy-component';
import type { LoginRedirectState } from '../auth/route-guards';
import { useSession } from '../auth/use-session';
import { SearchForm } from '../search/search-form';

// The signed-in reader's menu is a dropdown (Popper): a chunk of its own, not on an anonymous reader's first load.
const UserMenu = lazyComponent('UserMenu', () => import('./user-menu').then((module) => module.UserMenu));

const LINKS = [
  { to: SCREEN.home.path, label: 'nav.home' },
  { to: SCREEN.articles.path, label: 'nav.articles' },
  { to: SCREEN.tags.path, label: 'nav.tags' },
  { to: SCREEN.calculators.to(), label: 'nav.calculators' },
  { to: SCREEN.about.path, label: 'nav.about' },
  { to: SCREEN.saved.path, label: 'offline:nav' },
] as const;

/**
 * The public header: collapses behind a toggle below the lg breakpoint (992 px), and closes again
 * when the reader picks a link. Bootstrap's navbar markup written out rather than react-bootstrap's
 * Navbar, whose collapse brings a transition library and @restart/ui onto every first load.
 */
export function MainNavbar() {
  const { t } = useTranslation(['common', 'offline']);
  const { known, user, canOpenAdminArea } = useSession();
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const collapse = () => setExpanded(false);
  // The login page sends the visitor back to the page they were reading.
  const loginState: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return (
    <nav className="navbar navbar-expand-lg bg-dark sticky-top d-print-none" data-bs-theme="dark" aria-label={t('nav.main')}>
      <div className="container">
        <Link to={SCREEN.home.path} className="navbar-brand fw-semibold">
          {t('brand')}
        </Link>
        <button
          type="button"
          className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
          aria-controls="main-navbar-collapse"
          aria-expanded={expanded}
          aria-label={t('nav.toggle')}
          onClick={() => setExpanded(!expanded)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-navbar-collapse" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
          <div className="me-auto navbar-nav">
            {LINKS.map(({ to, label }) => (
              <NavLink key={to} to={to} end={to === SCREEN.home.path} className="nav-link" onClick={collapse}>
                {t(label)}
              </NavLink>
            ))}
          </div>
          <div className="align-items-lg-center gap-2 navbar-nav">
            <SearchForm compact />
            <div className="py-2 py-lg-0">
              <LanguageSwitch />
            </div>
            {known && user && (
              <Suspense fallback={null}>
                <UserMenu user={user} canOpenAdminArea={canOpenAdminArea} expanded={expanded} onSelect={collapse} />
              </Suspense>
            )}
            {known && !user && (
              <NavLink to={SCREEN.login.path} state={loginState} className="nav-link" onClick={collapse}>
                {t('nav.login')}
              </NavLink>
            )}
          </div>
        </div>
      </div>
    </nav>
  );
}
