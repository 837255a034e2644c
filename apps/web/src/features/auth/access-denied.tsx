import { SCREEN } from '@labmedicin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../components/fallback-texts';

export function AccessDenied() {
  const { t } = useTranslation('fallback');
  return (
    <div className="container py-5">
      <div role="alert" className="alert alert-danger">
        <div className="h4 alert-heading">{t('guard.deniedTitle')}</div>
        <p className="mb-3">{t('guard.deniedMessage')}</p>
        <Link to={SCREEN.home.path} className="btn btn-outline-danger">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
