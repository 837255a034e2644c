import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { LoadingSpinner } from '../../components/loading-spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { canKeepOffline } from './offline-rules';
import { matchesSearch, savedArticles, type SavedArticle } from './saved-articles';
import { OFFLINE_PAGES_NAMESPACE } from './offline-i18n';

/**
 * /saved: the articles saved on this device, read from the service worker's saved copies, so the
 * list, its search (title, tags, analytes) and the articles themselves work without a connection.
 */
export function SavedArticlesPage() {
  const { t } = useTranslation([OFFLINE_PAGES_NAMESPACE, 'offline']);
  useDocumentTitle(t('saved.title'));
  const searchId = useId();
  const [saved, setSaved] = useState<SavedArticle[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (!canKeepOffline()) {
      setFailed(true);
      return;
    }
    savedArticles().then(setSaved, () => setFailed(true));
  }, []);

  const shown = (saved ?? []).filter((entry) => matchesSearch(entry.article, query)).map((entry) => entry.article);
  return (
    <>
      <h1 className="mb-2">{t('saved.title')}</h1>
      <p className="text-muted">{t('saved.intro')}</p>
      {failed && <ErrorAlert title={t('saved.unavailable')} />}
      {!failed && saved === null && <LoadingSpinner label={t('saved.loading')} />}
      {saved && saved.length === 0 && <EmptyState title={t('saved.empty')} hint={t('saved.emptyHint')} />}
      {saved && saved.length > 0 && (
        <>
          <form role="search" className="mb-4" style={{ maxWidth: 480 }} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId} className="form-label">
              {t('saved.search')}
            </label>
            <input
              id={searchId}
              type="search"
              className="form-control"
              value={query}
              placeholder={t('saved.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
          {shown.length === 0 ? <EmptyState title={t('saved.noMatch', { query: query.trim() })} /> : <ArticleGrid articles={shown} />}
        </>
      )}
    </>
  );
}
