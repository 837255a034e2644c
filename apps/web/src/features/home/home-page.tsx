import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** One large search form: a non-empty trimmed query goes to /search?q=…; a blank one does nothing. */
export function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) navigate(`/search?q=${encodeURIComponent(trimmed)}`);
  };

  return (
    <Row className="justify-content-center py-4 py-md-5">
      <Col xs={12} md={10} lg={8} xl={7}>
        <div className="text-center mb-4">
          <h1 className="display-4 fw-bold">{t('title')}</h1>
          <p className="lead text-muted">{t('subtitle')}</p>
        </div>
        <Form role="search" onSubmit={onSubmit}>
          <InputGroup size="lg" className="shadow-sm">
            <Form.Control
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-label={t('searchLabel')}
            />
            <Button type="submit" variant="primary">
              {t('submit')}
            </Button>
          </InputGroup>
        </Form>
      </Col>
    </Row>
  );
}
