import { canOpenAdminArea } from '@labmedicin/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './components/error-boundary';
import { LoadingSpinner } from './components/loading-spinner';
import { NotFoundPage } from './components/not-found-page';
import { AboutPage } from './features/about/about-page';
import { ArticlePage } from './features/articles/article-page';
import { ArticlesPage } from './features/articles/articles-page';
import { LegacyArticleRedirect } from './features/articles/legacy-article-redirect';
import { LoginPage } from './features/auth/login-page';
import { RegisterPage } from './features/auth/register-page';
import { RequireAuth, RequireRole } from './features/auth/route-guards';
import { useSession } from './features/auth/use-session';
import { HomePage } from './features/home/home-page';
import { AuthLayout } from './features/layout/auth-layout';
import { PublicLayout } from './features/layout/public-layout';
import { ProfileEditPage } from './features/profiles/profile-edit-page';
import { ProfilePage } from './features/profiles/profile-page';
import { SearchPage } from './features/search/search-page';
import { TagArticlesPage } from './features/tags/tag-articles-page';
import { TagsPage } from './features/tags/tags-page';

// The admin area is a lazy chunk: the public bundle does not carry it.
const AdminArea = lazy(() => import('./features/admin/admin-area').then((module) => ({ default: module.AdminArea })));

export function AppRoutes() {
  const { t } = useTranslation();
  // The session is asked for once at start, whichever route the app opens on.
  useSession();
  return (
    <ErrorBoundary>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        <Route
          path="/admin/*"
          element={
            <RequireAuth>
              <RequireRole allow={canOpenAdminArea}>
                <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
                  <AdminArea />
                </Suspense>
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
          <Route path="/about" element={<AboutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
