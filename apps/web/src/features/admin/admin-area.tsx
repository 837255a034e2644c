import './admin-i18n';
import { adminChildPath, isAdmin, SCREEN } from '@labmedicin/contracts';
import { lazy, Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingSpinner } from '../../components/loading-spinner';
import { NotFoundPage } from '../../components/not-found-page';
import { RequireRole } from '../auth/route-guards';
import { AdminNavbar } from './admin-navbar';
import { AuditPage } from './audit/audit-page';
import { ArchivePage } from './archive/archive-page';
import { CategoriesPage } from './categories/categories-page';
import { CommentsPage } from './comments/comments-page';
import { SearchInsightsPage } from './search-insights/search-insights-page';
import { MediaAnalyticsPage } from './media/media-analytics-page';
import { MediaPage } from './media/media-page';
import { UsersPage } from './users/users-page';
import { ComparePage } from './compare/compare-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { TagsAdminPage } from './tags/tags-admin-page';
import { RequireAdminTwoFactor } from '../two-factor/require-admin-two-factor';

// The rich-text editor (TipTap, ProseMirror) is the admin area's largest part: its own chunk, loaded
// when an editor opens, so the dashboard and the other screens do not wait for it.
const EditorPage = lazy(() => import('./editor/editor-page').then((module) => ({ default: module.EditorPage })));

function LazyEditor({ translating = false }: { translating?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<LoadingSpinner label={t('editor.loading')} />}>
      <EditorPage translating={translating} />
    </Suspense>
  );
}

function AdminLayout() {
  return (
    <>
      <AdminNavbar />
      <Container fluid="xxl" as="main" className="py-4">
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </Container>
    </>
  );
}

/**
 * Everything under /admin, loaded as its own chunk (the rich-text editor with it, never in the
 * public bundle). The route guard in front of it lets in admins and contributors; admin-only
 * screens check again.
 */
export function AdminArea() {
  return (
    <Routes>
      {/* An admin who must set up two-factor first (REQUIRE_ADMIN_2FA) is sent to the profile. */}
      <Route element={<RequireAdminTwoFactor><AdminLayout /></RequireAdminTwoFactor>}>
        <Route index element={<DashboardPage />} />
        <Route path={adminChildPath(SCREEN.adminNew)} element={<LazyEditor />} />
        <Route path={adminChildPath(SCREEN.adminEdit)} element={<LazyEditor />} />
        <Route path={adminChildPath(SCREEN.adminTranslate)} element={<LazyEditor translating />} />
        <Route path={adminChildPath(SCREEN.adminCompare)} element={<ComparePage />} />
        <Route
          path={adminChildPath(SCREEN.adminTags)}
          element={
            <RequireRole allow={isAdmin}>
              <TagsAdminPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminCategories)}
          element={
            <RequireRole allow={isAdmin}>
              <CategoriesPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminMedia)}
          element={
            <RequireRole allow={isAdmin}>
              <MediaPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminMediaAnalytics)}
          element={
            <RequireRole allow={isAdmin}>
              <MediaAnalyticsPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminComments)}
          element={
            <RequireRole allow={isAdmin}>
              <CommentsPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminUsers)}
          element={
            <RequireRole allow={isAdmin}>
              <UsersPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminAudit)}
          element={
            <RequireRole allow={isAdmin}>
              <AuditPage />
            </RequireRole>
          }
        />
        <Route
          path={adminChildPath(SCREEN.adminArchive)}
          element={
            <RequireRole allow={isAdmin}>
              <ArchivePage />
            </RequireRole>
          }
        />
        <Route path={adminChildPath(SCREEN.adminSearchInsights)} element={<SearchInsightsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
