import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchPath } from '../../components/paths';

/** The search box of the results page, filled with the current query; a blank query does nothing. */
export function SearchForm({ initialQuery }: { initialQuery: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) navigate(searchPath(trimmed));
  };

  return (
    <Form role="search" onSubmit={onSubmit} className="mb-4">
      <InputGroup>
        <Form.Control
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('label')}
        />
        <Button type="submit" variant="primary">
          {t('submit')}
        </Button>
      </InputGroup>
    </Form>
  );
}
