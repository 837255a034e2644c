import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../search/search-form';

/** One large search form under the title. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Row className="justify-content-center py-4 py-md-5">
      <Col xs={12} md={10} lg={8} xl={7}>
        <div className="text-center mb-4">
          <h1 className="display-4 fw-bold">{t('title')}</h1>
          <p className="lead text-muted">{t('subtitle')}</p>
        </div>
        <SearchForm large />
      </Col>
    </Row>
  );
}
