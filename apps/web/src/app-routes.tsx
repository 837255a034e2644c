import { ADMIN_AREA_PATH, canOpenAdminArea, SCREEN } from '@labmedicin/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './components/error-boundary';
import { lazyComponent, type LazyComponent } from './components/lazy-component';
import { LoadingSpinner } from './components/loading-spinner';
import { LegacyArticleRedirect } from './features/articles/legacy-article-redirect';
import { useSession } from './features/auth/use-session';
import { AuthLayout } from './features/layout/auth-layout';
import { PublicLayout } from './features/layout/public-layout';
import { OfflineControl } from './features/offline/offline-controls';

// Every page is a chunk of its own: a first visit loads the shell and the one page it opens on,
// never the forms (react-hook-form), the profiles or the admin area with its editor.
const HomePage = lazyComponent('HomePage', () => import('./features/home/home-page').then((module) => module.HomePage));
const ArticlesPage = lazyComponent('ArticlesPage', () => import('./features/articles/articles-page').then((module) => module.ArticlesPage));
const ArticlePage = lazyComponent('ArticlePage', () => import('./features/articles/article-page').then((module) => module.ArticlePage));
const SearchPage = lazyComponent('SearchPage', () => import('./features/search/search-page').then((module) => module.SearchPage));
const TagsPage = lazyComponent('TagsPage', () => import('./features/tags/tags-page').then((module) => module.TagsPage));
const TagArticlesPage = lazyComponent('TagArticlesPage', () => import('./features/tags/tag-articles-page').then((module) => module.TagArticlesPage));
const ProfilePage = lazyComponent('ProfilePage', () => import('./features/profiles/profile-page').then((module) => module.ProfilePage));
const CalculatorsPage = lazyComponent('CalculatorsPage', () => import('./features/calculators/calculators-page').then((module) => module.CalculatorsPage));
const AboutPage = lazyComponent('AboutPage', () => import('./features/about/about-page').then((module) => module.AboutPage));
const NamingPage = lazyComponent('NamingPage', () => import('./features/naming/naming-page').then((module) => module.NamingPage));
const LoginPage = lazyComponent('LoginPage', () => import('./features/auth/login-page').then((module) => module.LoginPage), { browserOnly: true });
const LoginCodePage = lazyComponent('LoginCodePage', () => import('./features/two-factor/login-code-page').then((module) => module.LoginCodePage), {
  browserOnly: true,
});
const RegisterPage = lazyComponent('RegisterPage', () => import('./features/auth/register-page').then((module) => module.RegisterPage), { browserOnly: true });
const PasswordResetPages = lazyComponent('PasswordResetPages', () => import('./features/account/password-reset-pages').then((module) => module.PasswordResetPages), {
  browserOnly: true,
});
const ProfileEditPage = lazyComponent('ProfileEditPage', () => import('./features/profiles/profile-edit-page').then((module) => module.ProfileEditPage), {
  browserOnly: true,
});
// So are the not-found page and the guards of the signed-in pages: no article needs them.
const NotFoundPage = lazyComponent('NotFoundPage', () => import('./components/not-found-page').then((module) => module.NotFoundPage));
const RequireAuth = lazyComponent('RequireAuth', () => import('./features/auth/route-guards').then((module) => module.RequireAuth));
const RequireRole = lazyComponent('RequireRole', () => import('./features/auth/route-guards').then((module) => module.RequireRole));
const AdminArea = lazyComponent('AdminArea', () => import('./features/admin/admin-area').then((module) => module.AdminArea), { browserOnly: true });

/** The pages by path, as the routes below place them: what the browser loads before it hydrates. */
const PAGES: ReadonlyArray<readonly [string, LazyComponent<object>]> = [
  [SCREEN.home.path, HomePage],
  [SCREEN.articles.path, ArticlesPage],
  [SCREEN.article.path, ArticlePage],
  [SCREEN.search.path, SearchPage],
  [SCREEN.tags.path, TagsPage],
  [SCREEN.tag.path, TagArticlesPage],
  [SCREEN.profileEdit.path, ProfileEditPage],
  [SCREEN.profile.path, ProfilePage],
  [SCREEN.calculators.path, CalculatorsPage],
  [SCREEN.about.path, AboutPage],
  [SCREEN.naming.path, NamingPage],
  [SCREEN.login.path, LoginPage],
  [SCREEN.loginCode.path, LoginCodePage],
  [SCREEN.register.path, RegisterPage],
  [SCREEN.forgotPassword.path, PasswordResetPages],
  [SCREEN.resetPassword.path, PasswordResetPages],
  [ADMIN_AREA_PATH, AdminArea],
];

/** The route template of the page at this path (a SCREEN path), as the routes below place it; undefined for the not-found page. */
export function pageRouteOf(pathname: string): string | undefined {
  return PAGES.find(([path]) => matchPath(path, pathname))?.[0];
}

/** Loads the chunk of the page at this path (the not-found page's, a lazy part, loads before hydrating as the server names it). */
export function preloadPage(pathname: string): Promise<void> {
  const page = PAGES.find(([path]) => matchPath(path, pathname));
  return page ? page[1].preload() : Promise.resolve();
}

export function AppRoutes() {
  const { t } = useTranslation();
  // The session is asked for once at start, whichever route the app opens on.
  useSession();
  return (
    <ErrorBoundary>
      {/* A page whose chunk is still loading: shown only when the app opens on it in the browser (a
          navigation keeps the page it leaves until the next one is ready). */}
      <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path={SCREEN.login.path} element={<LoginPage />} />
            <Route path={SCREEN.loginCode.path} element={<LoginCodePage />} />
            <Route path={SCREEN.register.path} element={<RegisterPage />} />
            <Route path={SCREEN.forgotPassword.path} element={<PasswordResetPages />} />
            <Route path={SCREEN.resetPassword.path} element={<PasswordResetPages />} />
          </Route>
          <Route
            path={ADMIN_AREA_PATH}
            element={
              <RequireAuth>
                <RequireRole allow={canOpenAdminArea}>
                  <AdminArea />
                </RequireRole>
              </RequireAuth>
            }
          />
          <Route element={<PublicLayout />}>
            <Route path={SCREEN.home.path} element={<HomePage />} />
            <Route path={SCREEN.articles.path} element={<ArticlesPage />} />
            <Route path={SCREEN.legacyArticle.path} element={<LegacyArticleRedirect />} />
            <Route path={SCREEN.article.path} element={<ArticlePage />} />
            <Route path={SCREEN.search.path} element={<SearchPage />} />
            <Route path={SCREEN.tags.path} element={<TagsPage />} />
            <Route path={SCREEN.tag.path} element={<TagArticlesPage />} />
            <Route
              path={SCREEN.profileEdit.path}
              element={
                <RequireAuth>
                  <ProfileEditPage />
                </RequireAuth>
              }
            />
            <Route path={SCREEN.profile.path} element={<ProfilePage />} />
            <Route path={SCREEN.calculators.path} element={<CalculatorsPage />} />
            <Route path={SCREEN.about.path} element={<AboutPage />} />
            <Route path={SCREEN.naming.path} element={<NamingPage />} />
            {/* Offline reading's pages come with its chunk, loaded after the page (offline-runtime.ts). */}
            <Route path={SCREEN.saved.path} element={<OfflineControl control="SavedArticlesPage" />} />
            <Route path={SCREEN.offline.path} element={<OfflineControl control="OfflinePage" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
