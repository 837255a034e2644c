import { useTranslation } from 'react-i18next';
import { SearchForm } from '../search/search-form';

/** One large search form under the title; Bootstrap's grid written out, as the header is. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="row justify-content-center py-4 py-md-5">
      <div className="col-12 col-md-10 col-lg-8 col-xl-7">
        <div className="text-center mb-4">
          <h1 className="display-4 fw-bold">{t('title')}</h1>
          <p className="lead text-muted">{t('subtitle')}</p>
        </div>
        <SearchForm large />
      </div>
    </div>
  );
}
