import { SCREEN } from '@labmedicin/contracts';
import type { FetchStatus } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { OFFLINE_PAGES_NAMESPACE } from './offline-i18n';

/**
 * The browser is offline and the query could not be answered: the query client holds it until the
 * connection is back (it heard the browser go offline), or it failed with no answer at all (the
 * page was loaded offline, from a kept copy, so the client never heard it).
 */
export function isOfflineFailure({ fetchStatus, error }: { fetchStatus: FetchStatus; error: unknown }): boolean {
  if (fetchStatus === 'paused') return true;
  return error instanceof ApiError && !error.answered && !navigator.onLine;
}

/**
 * In place of what a page could not read without a connection (search results, the article
 * list, as isOfflineFailure tells): that the reader is offline, and the way to the articles saved
 * for reading without one.
 */
export function OfflineNotice() {
  const { t } = useTranslation(OFFLINE_PAGES_NAMESPACE);
  return (
    <section role="status" className="border rounded p-4 text-center" aria-labelledby="offline-notice-title">
      <h2 id="offline-notice-title" className="h4 mb-2">
        {t('offlinePage.title')}
      </h2>
      <p className="text-muted mb-3">{t('notice.message')}</p>
      <Link to={SCREEN.saved.path} className="btn btn-primary">
        {t('offlinePage.saved')}
      </Link>
    </section>
  );
}
