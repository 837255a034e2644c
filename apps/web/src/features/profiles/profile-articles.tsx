import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../../components/article-card';
import { ErrorAlert } from '../../components/error-alert';
import { failureMessage } from '../../components/failure-message';
import { LoadingSpinner } from '../../components/loading-spinner';
import { isPastLastPage, LastPageRedirect, Pagination } from '../../components/pagination';
import { useAuthorArticles } from './use-profile';
import '../../locales/profile-texts';

/**
 * The Articles tab: the published articles the user created, newest change first, a page at a
 * time (the page in ?page=); 'No articles yet' when they wrote none.
 */
export function ProfileArticles({ authorId, page }: { authorId: string; page: number }) {
  const { t } = useTranslation('profile');
  const articles = useAuthorArticles(authorId, page);
  if (articles.isPending) return <LoadingSpinner label={t('articles.loading')} />;
  if (articles.isError) return <ErrorAlert title={failureMessage(articles.error, t('articles.loadFailed'), t)} />;
  const { data, pagination } = articles.data;
  if (isPastLastPage(page, pagination.pages)) return <LastPageRedirect pages={pagination.pages} />;
  if (pagination.total === 0) return <p className="text-muted mb-0">{t('articles.none')}</p>;
  return (
    <>
      <p className="text-muted">{t('articles.count', { count: pagination.total })}</p>
      <div className="row row-cols-1 row-cols-lg-2 g-3 mb-3">
        {data.map((article) => (
          <div key={article._id} className="col">
            <ArticleCard article={article} />
          </div>
        ))}
      </div>
      <Pagination page={page} pages={pagination.pages} />
    </>
  );
}
