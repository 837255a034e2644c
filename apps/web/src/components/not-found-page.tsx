import { SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNotFoundStatus } from '../page-data';
import './fallback-texts';
import { useDocumentTitle } from './use-document-title';

/** Unknown routes: 'Page Not Found' / '404' with the way back to the homepage and to search. */
export function NotFoundPage() {
  const { t } = useTranslation('fallback');
  useDocumentTitle(t('notFound.documentTitle'));
  useNotFoundStatus(true);
  return (
    <section className="text-center py-5">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className="h2 mb-3">{t('notFound.title')}</h1>
      <p className="text-muted mb-4">{t('notFound.message')}</p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <Link to={SCREEN.home.path} className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to={SCREEN.search.path} className="btn btn-outline-primary">
          {t('notFound.search')}
        </Link>
      </div>
    </section>
  );
}
