import { canOpenAdminArea } from '@labmedicin/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './components/error-boundary';
import { lazyComponent, type LazyComponent } from './components/lazy-component';
import { LoadingSpinner } from './components/loading-spinner';
import { NotFoundPage } from './components/not-found-page';
import { NAMING_PATH } from './components/paths';
import { LegacyArticleRedirect } from './features/articles/legacy-article-redirect';
import { RequireAuth, RequireRole } from './features/auth/route-guards';
import { useSession } from './features/auth/use-session';
import { AuthLayout } from './features/layout/auth-layout';
import { PublicLayout } from './features/layout/public-layout';
import { OfflineControl } from './features/offline/offline-controls';
import { LOGIN_CODE_PATH } from './features/two-factor/two-factor-paths';

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
const AdminArea = lazyComponent('AdminArea', () => import('./features/admin/admin-area').then((module) => module.AdminArea), { browserOnly: true });

/** The pages by path, as the routes below place them: what the browser loads before it hydrates. */
const PAGES: ReadonlyArray<readonly [string, LazyComponent<object>]> = [
  ['/', HomePage],
  ['/articles', ArticlesPage],
  ['/article/:slug', ArticlePage],
  ['/search', SearchPage],
  ['/tags', TagsPage],
  ['/tag/:tag', TagArticlesPage],
  ['/profile/edit', ProfileEditPage],
  ['/profile/:username', ProfilePage],
  ['/calculators/:id?', CalculatorsPage],
  ['/about', AboutPage],
  [NAMING_PATH, NamingPage],
  ['/login', LoginPage],
  [LOGIN_CODE_PATH, LoginCodePage],
  ['/register', RegisterPage],
  ['/forgot-password', PasswordResetPages],
  ['/reset-password', PasswordResetPages],
  ['/admin/*', AdminArea],
];

/** The route template of the page at this path (`/article/:slug`), as the routes below place it; undefined for the not-found page. */
export function pageRouteOf(pathname: string): string | undefined {
  return PAGES.find(([path]) => matchPath(path, pathname))?.[0];
}

/** Loads the chunk of the page at this path (none for the not-found page, which is in the shell). */
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
            <Route path="/login" element={<LoginPage />} />
            <Route path={LOGIN_CODE_PATH} element={<LoginCodePage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<PasswordResetPages />} />
            <Route path="/reset-password" element={<PasswordResetPages />} />
          </Route>
          <Route
            path="/admin/*"
            element={
              <RequireAuth>
                <RequireRole allow={canOpenAdminArea}>
                  <AdminArea />
                </RequireRole>
              </RequireAuth>
            }
          />
          <Route element={<PublicLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/articles" element={<ArticlesPage />} />
            <Route path="/articles/:slug" element={<LegacyArticleRedirect />} />
            <Route path="/article/:slug" element={<ArticlePage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/tags" element={<TagsPage />} />
            <Route path="/tag/:tag" element={<TagArticlesPage />} />
            <Route
              path="/profile/edit"
              element={
                <RequireAuth>
                  <ProfileEditPage />
                </RequireAuth>
              }
            />
            <Route path="/profile/:username" element={<ProfilePage />} />
            <Route path="/calculators/:id?" element={<CalculatorsPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path={NAMING_PATH} element={<NamingPage />} />
            {/* Offline reading's pages come with its chunk, loaded after the page (offline-runtime.ts). */}
            <Route path="/saved" element={<OfflineControl control="SavedArticlesPage" />} />
            <Route path="/offline" element={<OfflineControl control="OfflinePage" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
