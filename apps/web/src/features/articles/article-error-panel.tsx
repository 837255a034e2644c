import { SCREEN, SEARCH_QUERY_PARAM } from '@labmedicin/contracts';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { failureMessage } from '../../components/failure-message';
import { useDocumentTitle } from '../../components/use-document-title';

/** The words of a slug, to search for what the address named: 'kreatinin-p-kreatinin' → 'kreatinin p kreatinin'. */
const slugWords = (slug: string) => slug.replace(/[-_]+/g, ' ').trim();

/**
 * An article that could not be shown: a 404 says so under its heading and offers a search for the
 * address's words; anything else is a loading error with its message.
 */
export function ArticleErrorPanel({ error, slug }: { error: unknown; slug: string }) {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = error instanceof ApiError && error.status === 404;
  const words = slugWords(slug);
  // The browser tab says what happened too: 'Article not found' or 'Error loading article'.
  useDocumentTitle(notFound ? t('article.notFound') : t('article.errorDocumentTitle'));
  // Opened directly, there is no page of ours to go back to: the list stands in for it.
  const goBack = () => (location.key === 'default' ? navigate(SCREEN.articles.path) : navigate(-1));
  return (
    <Card body className="text-center py-5 mx-auto" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{notFound ? t('article.notFoundTitle') : t('article.errorTitle')}</h1>
      {notFound ? (
        <p className="text-muted">
          {t('article.notFoundHint')}{' '}
          {words && <Link to={SCREEN.search.to({ [SEARCH_QUERY_PARAM]: words })}>{t('article.searchFor', { query: words })}</Link>}
        </p>
      ) : (
        <p className="text-muted">{failureMessage(error, t('article.loadFailed'), t)}</p>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
        <Button variant="outline-secondary" onClick={goBack}>
          {t('article.goBack')}
        </Button>
        <Button variant="primary" onClick={() => navigate(SCREEN.home.path)}>
          {t('article.goHome')}
        </Button>
      </div>
    </Card>
  );
}
