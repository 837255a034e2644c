import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <Container className="py-5">
      <Alert variant="danger">
        <Alert.Heading>{t('guard.deniedTitle')}</Alert.Heading>
        <p className="mb-3">{t('guard.deniedMessage')}</p>
        <Link to="/" className="btn btn-outline-danger">
          {t('notFound.home')}
        </Link>
      </Alert>
    </Container>
  );
}
