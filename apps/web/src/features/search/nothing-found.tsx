import { SCREEN, SEARCH_QUERY_PARAM, type ArticleListItem } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArticleGrid } from '../../components/article-card';

/** What a search that found nothing offers: the spelling the index knows (a search for it), and the most read articles in the reader's language. */
export function NothingFound({ didYouMean, mostRead }: { didYouMean?: string; mostRead: ArticleListItem[] }) {
  const { t } = useTranslation('search');
  return (
    <>
      {didYouMean && (
        <p className="fs-5">
          {t('didYouMean')} <Link to={SCREEN.search.to({ [SEARCH_QUERY_PARAM]: didYouMean })}>{didYouMean}</Link>?
        </p>
      )}
      {mostRead.length > 0 && (
        <section aria-labelledby="most-read-heading" className="mt-4">
          <h2 id="most-read-heading" className="h4">
            {t('mostRead')}
          </h2>
          <ArticleGrid articles={mostRead} />
        </section>
      )}
    </>
  );
}
