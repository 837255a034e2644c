import { SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { failureMessage } from '../../components/failure-message';
import { LoadingSpinner } from '../../components/loading-spinner';
import { pageFromParams } from '../../components/page-window';
import { isPastLastPage, LastPageRedirect, Pagination } from '../../components/pagination';
import { useNotFoundStatus } from '../../page-data';
import { useTagArticles } from './use-tags';
import { useDocumentTitle } from '../../components/use-document-title';
import { useReaderLanguage } from '../../components/use-reader-language';
import './tags-texts';

/** /tag/:tag: the published articles with the tag, each in the reader's language when it has it, 12 a page, the page in ?page=. */
export function TagArticlesPage() {
  const { t } = useTranslation('tags');
  const { tag = '' } = useParams();
  useDocumentTitle(t('tag.title', { tag }));
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const articles = useTagArticles(tag, page, useReaderLanguage());
  // A tag exists while a published article carries it.
  useNotFoundStatus(articles.isSuccess && articles.data.pagination.total === 0);
  if (articles.isSuccess && isPastLastPage(page, articles.data.pagination.pages)) return <LastPageRedirect pages={articles.data.pagination.pages} />;

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0">{t('tag.title', { tag })}</h1>
        <Link to={SCREEN.tags.path} className="btn btn-outline-secondary">
          {t('tag.back')}
        </Link>
      </div>
      {articles.isPending && <LoadingSpinner label={t('tag.loading')} />}
      {articles.isError && <ErrorAlert title={failureMessage(articles.error, t('tag.loadFailed'), t)} />}
      {articles.isSuccess && articles.data.data.length === 0 && <EmptyState title={t('tag.empty')} />}
      {articles.isSuccess && articles.data.data.length > 0 && (
        <>
          <p className="text-muted">{t('tag.count', { count: articles.data.pagination.total })}</p>
          <ArticleGrid articles={articles.data.data} />
        </>
      )}
      {articles.isSuccess && <Pagination page={page} pages={articles.data.pagination.pages} />}
    </>
  );
}
