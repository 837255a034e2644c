import { SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { OFFLINE_FROM_PARAMETER } from './offline-rules';
import { OFFLINE_PAGES_NAMESPACE } from './offline-i18n';

/** The page asked for, if it is one of this site's (a path, not another site's address). */
function pageOf(from: string | null): string | null {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/**
 * /offline: where the service worker sends a page that could neither be loaded nor was kept,
 * with the way to the saved articles and back to the page once the connection is there.
 */
export function OfflinePage() {
  const { t } = useTranslation([OFFLINE_PAGES_NAMESPACE, 'offline']);
  useDocumentTitle(t('offlinePage.title'));
  const [params] = useSearchParams();
  const from = pageOf(params.get(OFFLINE_FROM_PARAMETER));
  return (
    <section className="text-center py-5">
      <h1 className="h2 mb-3">{t('offlinePage.title')}</h1>
      <p className="text-muted mb-4">{t('offlinePage.message')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to={SCREEN.saved.path} className="btn btn-primary">
          {t('offlinePage.saved')}
        </Link>
        {from && (
          // A full load, so the worker asks the network again.
          <a href={from} className="btn btn-outline-primary">
            {t('offlinePage.retry')}
          </a>
        )}
      </div>
    </section>
  );
}
