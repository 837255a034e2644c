import { SUGGESTION_MIN_LENGTH, type ArticleLanguage, type ArticleSuggestion } from '@labmedicin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestArticles } from '../../api/articles';

/** How long typing pauses before suggestions are asked for: one request per pause, not per key. */
const TYPING_PAUSE_MS = 120;

/** The typed text once typing has paused (TYPING_PAUSE_MS). */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * The state of a search box as an ARIA 1.2 combobox with a list box of suggestions: what was typed
 * asks GET /articles/suggest once typing pauses; the arrow keys move the active option, Enter
 * opens its article (without one the form is sent: a search), Escape closes the list and, with
 * the list closed, clears the box.
 */
export function useSuggestions(typed: string, language: ArticleLanguage, open: (suggestion: ArticleSuggestion) => void, clear: () => void) {
  const paused = usePaused(typed.trim());
  const asked = paused.replace(/\s/g, '').length >= SUGGESTION_MIN_LENGTH;
  const answer = useQuery({ queryKey: ['articles', 'suggest', paused, language], queryFn: () => suggestArticles(paused, language), enabled: asked, staleTime: 60_000 });
  const suggestions = asked && answer.data ? answer.data : [];
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  // The reader types on, or new suggestions come: none active, the list shown again (also after Escape closed it).
  useEffect(() => {
    setActive(-1);
    setClosed(false);
  }, [answer.data, typed]);
  const expanded = !closed && suggestions.length > 0 && typed.trim() !== '';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const last = suggestions.length - 1;
      // From the box down to the first and on; past either end back to the box (-1), as listbox comboboxes do.
      if (!expanded) setActive(event.key === 'ArrowDown' ? 0 : last);
      else if (event.key === 'ArrowDown') setActive((current) => (current >= last ? -1 : current + 1));
      else setActive((current) => (current === -1 ? last : current - 1));
      setClosed(false);
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      open(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setClosed(true);
      else clear();
    }
  };
  return { suggestions, expanded, active: expanded && active < suggestions.length ? active : -1, onKeyDown, close: () => setClosed(true) };
}

/** The list box under a search box: each suggestion's name, its article when the name is another, and its language when it is not the reader's. */
export function SuggestionList({
  id,
  expanded,
  suggestions,
  active,
  language,
  onPick,
}: {
  id: string;
  expanded: boolean;
  suggestions: ArticleSuggestion[];
  active: number;
  language: ArticleLanguage;
  onPick: (suggestion: ArticleSuggestion) => void;
}) {
  const { t } = useTranslation('search');
  // Always there for the box's aria-controls; hidden while collapsed.
  return (
    <ul id={id} role="listbox" aria-label={t('suggestions')} hidden={!expanded} className="list-group position-absolute top-100 start-0 w-100 z-3 shadow">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.slug}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          lang={suggestion.language}
          className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
          // Picked on press, before the box loses focus and the list closes.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(suggestion);
          }}
        >
          {suggestion.name}
          {suggestion.kind !== 'title' && <span className="text-body-secondary"> – {suggestion.title}</span>}
          {suggestion.language !== language && (
            <span className="badge text-bg-secondary ms-2" lang={language}>
              {t(suggestion.language === 'en' ? 'inEnglish' : 'inSwedish')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
