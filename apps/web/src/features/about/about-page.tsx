import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../components/use-document-title';
import './about-texts';

/** Static page: who develops Labmedicin, and that the seeded article texts are examples. */
export function AboutPage() {
  const { t } = useTranslation('about');
  useDocumentTitle(t('title'));
  return (
    <Row className="justify-content-center">
      <Col xs={12} lg={9} xl={8}>
        <h1 className="mb-4">{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
        <h2 className="h4 mt-4">{t('developerTitle')}</h2>
        <p>{t('developer')}</p>
        <Alert variant="warning" className="mt-4">
          <Alert.Heading as="h2" className="h5">
            {t('examplesTitle')}
          </Alert.Heading>
          <p className="mb-0">{t('examples')}</p>
        </Alert>
      </Col>
    </Row>
  );
}
