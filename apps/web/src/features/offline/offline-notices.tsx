import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatDate } from '../../components/formatted-date';
import { OFFLINE_PAGES_NAMESPACE } from './offline-i18n';
import { changeOfflineStatus, useOfflineStatus } from './offline-status';

/**
 * Below the header: a quiet "Offline – saved on {date}" when the page shows a kept copy, and the
 * "Reload to update" prompt when a new release of the app is ready. A new page starts without the
 * notice until one of its answers comes from a kept copy.
 */
export function OfflineNotices() {
  const { t, i18n } = useTranslation(OFFLINE_PAGES_NAMESPACE);
  const { keptAt, update } = useOfflineStatus();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    changeOfflineStatus({ keptAt: null });
  }, [pathname]);

  if (!keptAt && !update) return null;
  return (
    <div className="container pt-3 d-print-none">
      {keptAt && (
        <p role="status" className="small text-body-secondary mb-0">
          {t('keptNotice', { date: formatDate(keptAt, i18n.resolvedLanguage ?? i18n.language) })}
        </p>
      )}
      {update && (
        <div role="alert" className="alert alert-info d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 mb-0 mt-2">
          <span>{t('update.message')}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={update}>
            {t('update.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
