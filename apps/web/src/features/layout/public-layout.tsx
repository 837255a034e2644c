import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { MainNavbar } from './main-navbar';

/** Header plus main container: every route except /login, /register and /admin. */
export function PublicLayout() {
  return (
    <>
      <MainNavbar />
      <Container as="main" className="py-4">
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      </Container>
    </>
  );
}
