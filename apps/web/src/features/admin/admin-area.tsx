import './admin-i18n';
import { isAdmin } from '@labmedicin/contracts';
import Container from 'react-bootstrap/Container';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { NotFoundPage } from '../../components/not-found-page';
import { RequireRole } from '../auth/route-guards';
import { AdminNavbar } from './admin-navbar';
import { CategoriesPage } from './categories/categories-page';
import { CommentsPage } from './comments/comments-page';
import { UsersPage } from './users/users-page';

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
 * Everything under /admin, loaded as its own chunk. The route guard in front of it lets in admins
 * and contributors; admin-only screens check again.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route
          path="categories"
          element={
            <RequireRole allow={isAdmin}>
              <CategoriesPage />
            </RequireRole>
          }
        />
        <Route
          path="comments"
          element={
            <RequireRole allow={isAdmin}>
              <CommentsPage />
            </RequireRole>
          }
        />
        <Route
          path="users"
          element={
            <RequireRole allow={isAdmin}>
              <UsersPage />
            </RequireRole>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
