import i18n from '../../i18n';
import { KEPT_AT_META, canKeepOffline, forgetKeptCopies, manifestPathOf } from './offline-rules';
import { isOfflineFailure, OfflineNotice } from './offline-notice';
import { OfflineNotices } from './offline-notices';
import { OfflinePage } from './offline-page';
import { changeOfflineStatus } from './offline-status';
import { registerWorker } from './register-worker';
import { SaveArticleButton } from './save-article-button';
import { SaveCategoryButton } from './save-category-button';
import { SavedArticlesPage } from './saved-articles-page';

/**
 * Offline reading in the browser, loaded after the page (no part of the first load): its controls,
 * notices and pages join the app, a page the service worker served from its kept copy says since
 * when, "Install" offers the app in the page's language (a page the browser renders alone has
 * index.html's Swedish manifest), and the production build registers the worker where the browser
 * can keep copies.
 */
export function startOffline({ register }: { register: boolean }): void {
  const linkManifest = (language: string) => document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPathOf(language));
  linkManifest(i18n.language);
  i18n.on('languageChanged', linkManifest);
  const keptAt = document.querySelector(`meta[name="${KEPT_AT_META}"]`)?.getAttribute('content') || null;
  changeOfflineStatus({ keptAt, controls: { SaveArticleButton, SaveCategoryButton, OfflineNotices, SavedArticlesPage, OfflinePage, OfflineNotice, isOfflineFailure, forgetKeptCopies } });
  if (register && canKeepOffline()) registerWorker();
}
