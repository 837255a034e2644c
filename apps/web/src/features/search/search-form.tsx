import { searchTermsOf, SCREEN, SEARCH_QUERY_PARAM } from '@labmedicin/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * The article search box of the home page (large) and the results page (filled with the current
 * query): a non-empty trimmed query goes to /search?q=…; a blank one does nothing. A real form
 * (GET /search, the query in q), so that a search sent before the app has taken the page over, or
 * without JavaScript, reaches the results page the server renders; the app then sends it itself.
 * Bootstrap's markup written out, as the header's: react-bootstrap's form controls would be most
 * of the home page's first load.
 */
export function SearchForm({ initialQuery = '', large = false }: { initialQuery?: string; large?: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = searchTermsOf(query);
    if (terms) navigate(SCREEN.search.to({ [SEARCH_QUERY_PARAM]: terms }));
  };

  return (
    <form role="search" action={SCREEN.search.path} method="get" onSubmit={onSubmit} className={large ? 'search-form-large' : 'mb-4'}>
      <div className={large ? 'input-group input-group-lg shadow-sm' : 'input-group'}>
        <input
          type="search"
          className="form-control"
          name={SEARCH_QUERY_PARAM}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          // The home page is there to search: the cursor waits in its box.
          autoFocus={large}
        />
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
