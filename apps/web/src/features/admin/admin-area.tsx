import './admin-i18n';
import { isAdmin } from '@labmedicin/contracts';
import Container from 'react-bootstrap/Container';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { NotFoundPage } from '../../components/not-found-page';
import { RequireRole } from '../auth/route-guards';
import { AdminNavbar } from './admin-navbar';
import { CategoriesPage } from './categories/categories-page';
import { ComparePage } from './compare/compare-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { EditorPage } from './editor/editor-page';
import { TagsAdminPage } from './tags/tags-admin-page';

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
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="new" element={<EditorPage />} />
        <Route path="edit/:slug" element={<EditorPage />} />
        <Route path="articles/:slug/compare" element={<ComparePage />} />
        <Route
          path="tags"
          element={
            <RequireRole allow={isAdmin}>
              <TagsAdminPage />
            </RequireRole>
          }
        />
        <Route
          path="categories"
          element={
            <RequireRole allow={isAdmin}>
              <CategoriesPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
