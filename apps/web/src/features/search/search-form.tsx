import { searchTermsOf } from '@labmedicin/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SEARCH_PATH, SEARCH_QUERY_PARAM, searchPath } from '../../components/paths';

/**
 * The article search box of the home page (large) and the results page (filled with the current
 * query): a non-empty trimmed query goes to /search?q=…; a blank one does nothing. A real form
 * (GET /search, the query in q), so that a search sent before the app has taken the page over, or
 * without JavaScript, reaches the results page the server renders; the app then sends it itself.
 */
export function SearchForm({ initialQuery = '', large = false }: { initialQuery?: string; large?: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = searchTermsOf(query);
    if (terms) navigate(searchPath(terms));
  };

  return (
    <Form role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit} className={large ? 'search-form-large' : 'mb-4'}>
      <InputGroup size={large ? 'lg' : undefined} className={large ? 'shadow-sm' : undefined}>
        <Form.Control
          type="search"
          name={SEARCH_QUERY_PARAM}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          // The home page is there to search: the cursor waits in its box.
          autoFocus={large}
        />
        <Button type="submit" variant="primary">
          {t('submit')}
        </Button>
      </InputGroup>
    </Form>
  );
}
