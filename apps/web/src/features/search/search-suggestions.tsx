import { SUGGESTION_MIN_LENGTH, type ArticleLanguage, type ArticleSuggestion } from '@labmedicin/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestArticles } from '../../api/articles';

/** What the box shows of its suggestions: whether the list is open, and the option the arrow keys are on (-1: none). */
export interface SuggestionsShown {
  expanded: boolean;
  active: number;
}

/** What the box's own events do to its suggestions. */
export interface SuggestionControls {
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  close: () => void;
}

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
function useSuggestions(typed: string, language: ArticleLanguage, open: (suggestion: ArticleSuggestion) => void, clear: () => void) {
  const paused = usePaused(typed.trim());
  const asked = paused.replace(/\s/g, '').length >= SUGGESTION_MIN_LENGTH;
  const answer = useQuery({ queryKey: ['articles', 'suggest', paused, language], queryFn: () => suggestArticles(paused, language), enabled: asked, staleTime: 60_000 });
  const suggestions = asked && answer.data ? answer.data : [];
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  // The reader types on, or other suggestions come: none active, the list shown again (also after
  // Escape closed it). The same suggestions again (those of "fer" answered as "ferr" is typed) keep
  // the option the reader moved to.
  const shownSlugs = suggestions.map((suggestion) => suggestion.slug).join('\n');
  useEffect(() => {
    setActive(-1);
    setClosed(false);
  }, [shownSlugs, typed]);
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

/**
 * The suggestions of a search box (SearchForm, which loads this module once the reader types): asks
 * for them as useSuggestions does, renders them as the options of the box's list box, and gives the
 * box what it shows (SuggestionsShown) and what its keys and blur do (SuggestionControls).
 */
export function SuggestionOptions({
  id,
  typed,
  language,
  onPick,
  onClear,
  onShown,
  controls,
}: {
  /** The list box's id: each option's is this with its index. */
  id: string;
  typed: string;
  language: ArticleLanguage;
  onPick: (suggestion: ArticleSuggestion) => void;
  onClear: () => void;
  onShown: (shown: SuggestionsShown) => void;
  controls: RefObject<SuggestionControls | null>;
}) {
  const { t } = useTranslation('search');
  const { suggestions, expanded, active, onKeyDown, close } = useSuggestions(typed, language, onPick, onClear);
  // Before the browser paints and within the key's own event: the box's attributes change with the list.
  useLayoutEffect(() => {
    controls.current = { onKeyDown, close };
  });
  useLayoutEffect(() => onShown({ expanded, active }), [onShown, expanded, active]);
  return suggestions.map((suggestion, index) => (
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
  ));
}
