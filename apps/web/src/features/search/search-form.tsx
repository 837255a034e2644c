import { searchTermsOf, SCREEN, SEARCH_QUERY_PARAM, type ArticleSuggestion } from '@labmedicin/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useReaderLanguage } from '../../components/use-reader-language';
import { SuggestionList, useSuggestions } from './search-suggestions';

/**
 * The article search box of the navbar (compact; left out between 992 and 1400 px, where the
 * navbar's line has no room for it), the home page (large) and the results page
 * (filled with the current query): a non-empty trimmed query goes to /search?q=…; a blank one does
 * nothing. A real form (GET /search, the query in q), so that a search sent before the app has taken
 * the page over, or without JavaScript, reaches the results page the server renders; the app then
 * sends it itself. Once the app runs, the box is a combobox suggesting articles while the reader
 * types (useSuggestions); the server renders the plain box, which is all it is without JavaScript.
 * Bootstrap's markup written out, as the header's: react-bootstrap's form controls would be most
 * of the home page's first load.
 */
export function SearchForm({ initialQuery = '', large = false, compact = false }: { initialQuery?: string; large?: boolean; compact?: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const language = useReaderLanguage();
  const [query, setQuery] = useState(initialQuery);
  // Suggestions follow what the reader types, not the query a results page fills the box with.
  const [typing, setTyping] = useState(false);
  const listId = useId();
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const open = (suggestion: ArticleSuggestion) => {
    setQuery('');
    navigate(SCREEN.article.to({ slug: suggestion.slug }));
  };
  const { suggestions, expanded, active, onKeyDown, close } = useSuggestions(typing ? query : '', language, open, () => setQuery(''));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = searchTermsOf(query);
    if (terms) navigate(SCREEN.search.to({ [SEARCH_QUERY_PARAM]: terms }));
  };
  const combobox = running
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': active >= 0 ? `${listId}-${active}` : undefined,
        autoComplete: 'off',
        onKeyDown,
        onBlur: close,
      }
    : {};

  return (
    <form role="search" action={SCREEN.search.path} method="get" onSubmit={onSubmit} className={large ? 'search-form-large' : compact ? 'my-2 my-lg-0 d-lg-none d-xxl-block' : 'mb-4'}>
      <div className={`position-relative ${large ? 'input-group input-group-lg shadow-sm' : compact ? 'input-group input-group-sm' : 'input-group'}`}>
        <input
          type="search"
          className="form-control"
          name={SEARCH_QUERY_PARAM}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setTyping(true);
          }}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          // The home page is there to search: the cursor waits in its box.
          autoFocus={large}
          {...combobox}
        />
        <button type="submit" className="btn btn-primary">
          {t('submit')}
        </button>
        {running && <SuggestionList id={listId} expanded={expanded} suggestions={suggestions} active={active} language={language} onPick={open} />}
      </div>
    </form>
  );
}
