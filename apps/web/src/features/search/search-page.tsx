import { searchTermsOf, type ArticleLanguage, SCREEN, SEARCH_QUERY_PARAM } from '@labmedicin/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ArticleSearchParams } from '../../api/articles';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { failureMessage } from '../../components/failure-message';
import { LoadingSpinner } from '../../components/loading-spinner';
import { pageFromParams } from '../../components/page-window';
import { isPastLastPage, LastPageRedirect, Pagination } from '../../components/pagination';
import { OfflineControl } from '../offline/offline-controls';
import { useOfflineStatus } from '../offline/offline-status';
import { NothingFound } from './nothing-found';
import { SearchForm } from './search-form';
import { useSearchReports } from './search-reports';
import { useArticleSearch } from './use-article-search';
import { useDocumentTitle } from '../../components/use-document-title';
import { useReaderLanguage } from '../../components/use-reader-language';

/** The search /search?q=…&page=… shows, each article once in the reader's language when it has it (a blank query asks nothing). */
export function searchPageQuery(params: URLSearchParams, language: ArticleLanguage): ArticleSearchParams & { page: number } {
  return { q: searchTermsOf(params.get(SEARCH_QUERY_PARAM)) ?? '', page: pageFromParams(params), language };
}

/**
 * /search?q=: heading, a way back to the start, the number of hits, a warning when there
 * are none, and the hits as cards. A blank query shows an empty state and calls nothing.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = useReaderLanguage();
  const searched = searchPageQuery(params, language);
  const { q: query, page } = searched;
  useDocumentTitle(query ? t('titleFor', { query }) : t('title'));
  const results = useArticleSearch(searched);
  const total = results.data ? results.data.pagination.total : 0;
  const opened = useSearchReports(query, language, page, results.isSuccess ? total : undefined);
  // Search asks the server: offline, the reader is told so and offered the saved articles.
  const offline = (useOfflineStatus().controls?.isOfflineFailure(results) ?? false) && query !== '';
  const failure = results.isError && <ErrorAlert title={failureMessage(results.error, t('failed'), t)} />;
  if (results.isSuccess && isPastLastPage(page, results.data.pagination.pages)) return <LastPageRedirect pages={results.data.pagination.pages} />;

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0">{query ? t('titleFor', { query }) : t('title')}</h1>
        {query && (
          <Button variant="outline-secondary" onClick={() => navigate(SCREEN.home.path)}>
            {t('clear')}
          </Button>
        )}
      </div>
      {/* A new query (from the URL) refills the box. */}
      <SearchForm key={query} initialQuery={query} />

      {!query && <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />}
      {query && results.isPending && !offline && <LoadingSpinner label={t('loading')} />}
      {offline ? <OfflineControl control="OfflineNotice" /> : failure}
      {results.isSuccess && total === 0 && (
        <>
          <Alert variant="warning">{t('noResults', { query })}</Alert>
          <NothingFound didYouMean={results.data.didYouMean} mostRead={results.data.mostRead ?? []} />
        </>
      )}
      {results.isSuccess && total > 0 && (
        <>
          <p className="text-muted" role="status">
            {t('count', { count: total })}
          </p>
          <div ref={opened}>
            <ArticleGrid articles={results.data.data} />
          </div>
        </>
      )}
      {results.isSuccess && <Pagination page={page} pages={results.data.pagination.pages} />}
    </>
  );
}
