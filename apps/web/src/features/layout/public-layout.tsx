import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingSpinner } from '../../components/loading-spinner';
import { OfflineControl } from '../offline/offline-controls';
import { MainNavbar } from './main-navbar';

/** Header plus main container: every route except /login, /register and /admin. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <>
      <MainNavbar />
      <OfflineControl control="OfflineNotices" />
      <main className="container py-4">
        <ErrorBoundary>
          {/* A page's chunk loading below the header, when the app opens on that page in the browser. */}
          <Suspense fallback={<LoadingSpinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}
