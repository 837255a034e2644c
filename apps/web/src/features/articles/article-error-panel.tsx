import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { failureMessage } from '../../components/failure-message';
import { useDocumentTitle } from '../../components/use-document-title';

/** An article that could not be shown (SPEC §2, §8): a 404 says so; anything else is a loading error. */
export function ArticleErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = error instanceof ApiError && error.status === 404;
  // The browser tab says what happened too: 'Article not found' or 'Error loading article' (SPEC §8).
  useDocumentTitle(notFound ? t('article.notFound') : t('article.errorDocumentTitle'));
  // Opened directly, there is no page of ours to go back to: the list stands in for it.
  const goBack = () => (location.key === 'default' ? navigate('/articles') : navigate(-1));
  return (
    <Card body className="text-center py-5 mx-auto" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{notFound ? t('article.notFoundTitle') : t('article.errorTitle')}</h1>
      <p className="text-muted">{failureMessage(error, notFound ? t('article.notFound') : t('article.loadFailed'))}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
        <Button variant="outline-secondary" onClick={goBack}>
          {t('article.goBack')}
        </Button>
        <Button variant="primary" onClick={() => navigate('/')}>
          {t('article.goHome')}
        </Button>
      </div>
    </Card>
  );
}
