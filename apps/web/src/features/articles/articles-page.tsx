import type { ArticleLanguage } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PublishedArticlesQuery } from '../../api/articles';
import { ArticleGrid } from '../../components/article-card';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../components/error-alert';
import { failureMessage } from '../../components/failure-message';
import { LoadingSpinner } from '../../components/loading-spinner';
import { pageFromParams } from '../../components/page-window';
import { isPastLastPage, LastPageRedirect, Pagination } from '../../components/pagination';
import { OfflineControl } from '../offline/offline-controls';
import { useOfflineStatus } from '../offline/offline-status';
import { SpecimenFilter, specimenFilterOf } from '../sampling/specimen-filter';
import { CategoryFilter } from './category-filter';
import { usePublishedArticles } from './use-articles';
import { useCategoryCounts } from './use-category-counts';
import { useDocumentTitle } from '../../components/use-document-title';
import { categoryNameIn, useReaderLanguage } from '../../components/use-reader-language';
import './article-list-texts';

/** Cards per page of the public list. */
const ARTICLES_PAGE_SIZE = 24;

/** The page of articles /articles?category=…&material=…&additive=…&page=… shows, each article once, in the reader's language when it has it. */
export function articlesPageQuery(params: URLSearchParams, language: ArticleLanguage): PublishedArticlesQuery & { page: number } {
  return { category: params.get('category')?.trim() || undefined, ...specimenFilterOf(params), page: pageFromParams(params), limit: ARTICLES_PAGE_SIZE, language };
}

/** /articles: published articles in the reader's language, filtered by ?category=<slug> and the analyses' specimen and tube, a page at a time. */
export function ArticlesPage() {
  const { t } = useTranslation(['articleList', 'common']);
  useDocumentTitle(t('common:nav.articles'));
  const [params] = useSearchParams();
  const language = useReaderLanguage();
  const shown = articlesPageQuery(params, language);
  const { category, material, additive, page } = shown;
  const articles = usePublishedArticles(shown);
  const { categories } = useCategoryCounts(language);

  const selected = category ? categories?.find((candidate) => candidate.slug === category || candidate._id === category) : undefined;
  const list = articles.data?.data ?? [];
  // A list never kept for offline: the reader is told so and offered the saved articles.
  const offline = useOfflineStatus().controls?.isOfflineFailure(articles) ?? false;
  const failure = articles.isError && <ErrorAlert title={failureMessage(articles.error, t('loadFailed'), t)} />;
  if (articles.isSuccess && isPastLastPage(page, articles.data.pagination.pages)) return <LastPageRedirect pages={articles.data.pagination.pages} />;

  return (
    <>
      <h1 className="mb-3">{t('title')}</h1>
      <CategoryFilter categories={categories} selected={category} />
      <SpecimenFilter key={`${material}/${additive}`} category={category} material={material} additive={additive} />
      {selected && <OfflineControl control="SaveCategoryButton" category={selected.slug} name={categoryNameIn(selected, language)} />}

      {articles.isPending && !offline && <LoadingSpinner label={t('loading')} />}
      {offline ? <OfflineControl control="OfflineNotice" /> : failure}
      {articles.isSuccess && list.length === 0 && (
        <EmptyState title={category ? t('emptyIn', { category: selected ? categoryNameIn(selected, language) : category }) : t('empty')} />
      )}
      {articles.isSuccess && list.length > 0 && (
        <ArticleGrid articles={list} />
      )}
      {articles.isSuccess && <Pagination page={page} pages={articles.data.pagination.pages} />}
    </>
  );
}
