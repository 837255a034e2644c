import { searchTermsOf, SCREEN, SEARCH_QUERY_PARAM, type ArticleSuggestion } from '@labmedicin/contracts';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lazyComponent } from '../../components/lazy-component';
import { useReaderLanguage } from '../../components/use-reader-language';
import type { SuggestionControls, SuggestionsShown } from './search-suggestions';

// Asking for suggestions, their keys and their options: loaded when the reader first types in a
// box, not with every page (each has the header's box). Never on the server, which renders the plain box.
const SuggestionOptions = lazyComponent('SuggestionOptions', () => import('./search-suggestions').then((module) => module.SuggestionOptions), {
  browserOnly: true,
});

const NONE_SHOWN: SuggestionsShown = { expanded: false, active: -1 };

/**
 * The article search box of the navbar (compact; left out between 992 and 1400 px, where the
 * navbar's line has no room for it), the home page (large) and the results page
 * (filled with the current query): a non-empty trimmed query goes to /search?q=…; a blank one does
 * nothing. A real form (GET /search, the query in q), so that a search sent before the app has taken
 * the page over, or without JavaScript, reaches the results page the server renders; the app then
 * sends it itself. Once the app runs, the box is a combobox suggesting articles while the reader
 * types (SuggestionOptions); the server renders the plain box, which is all it is without JavaScript.
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
  const clear = () => setQuery('');
  // What the list shows, and what the keys do to it, from the suggestions' chunk once it has loaded.
  const [shown, setShown] = useState(NONE_SHOWN);
  const onShown = useCallback((next: SuggestionsShown) => setShown(next), []);
  const controls = useRef<SuggestionControls | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (controls.current) controls.current.onKeyDown(event);
    // No list yet: Escape clears the box, as it does with the list closed.
    else if (event.key === 'Escape') {
      event.preventDefault();
      clear();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = searchTermsOf(query);
    if (terms) navigate(SCREEN.search.to({ [SEARCH_QUERY_PARAM]: terms }));
  };
  const combobox = running
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': shown.expanded,
        'aria-controls': listId,
        'aria-activedescendant': shown.active >= 0 ? `${listId}-${shown.active}` : undefined,
        autoComplete: 'off',
        onKeyDown,
        onBlur: () => controls.current?.close(),
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
        {running && (
          // Always there for the box's aria-controls; hidden while collapsed.
          <ul id={listId} role="listbox" aria-label={t('suggestions')} hidden={!shown.expanded} className="list-group position-absolute top-100 start-0 w-100 z-3 shadow">
            {typing && (
              <Suspense fallback={null}>
                <SuggestionOptions id={listId} typed={query} language={language} onPick={open} onClear={clear} onShown={onShown} controls={controls} />
              </Suspense>
            )}
          </ul>
        )}
      </div>
    </form>
  );
}
