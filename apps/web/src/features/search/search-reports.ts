import { API_BASE, ROUTE, SCREEN, screenPattern, type ArticleLanguage } from '@labmedicin/contracts';
import { useCallback, useEffect, useRef } from 'react';

/** An article's address, as its links on the results page are written. */
const ARTICLE_ADDRESS = new RegExp(`^${screenPattern(SCREEN.article)}$`);

type SearchReport = { kind: 'searched'; q: string; language: ArticleLanguage; results: number } | { kind: 'opened'; q: string; language: ArticleLanguage; slug: string };

/**
 * Hands the report to the browser to send (navigator.sendBeacon): nothing waits for it, it
 * outlives a page left by the click that made it, and one the browser declines is simply lost.
 */
function sendReport(report: SearchReport): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  try {
    navigator.sendBeacon(`${API_BASE}${ROUTE.searchReport.path}`, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  } catch {
    // A report is never worth a failure the reader would see.
  }
}

/** The slug an article link names, when the clicked element is in one. */
function openedSlug(target: EventTarget): string | null {
  const path = (target instanceof Element ? target.closest('a')?.getAttribute('href') : null)?.split(/[?#]/)[0];
  if (!path || !ARTICLE_ADDRESS.test(path)) return null;
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return null;
  }
}

/**
 * The search insights' reports from the results page: the first page of each answer shown (its
 * query, the reader's language and the number of results) once, and each result opened from it
 * (a ref for the element that holds the results: a click on a link, by mouse, by any button or by
 * the keyboard's Enter, is one). The cached answers the page may be served from never reach a
 * server that could count them, so the page reports what the reader saw.
 */
export function useSearchReports(q: string, language: ArticleLanguage, page: number, results: number | undefined) {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!q || page !== 1 || results === undefined) return;
    const shown = `${language} ${q}`;
    if (reported.current === shown) return;
    reported.current = shown;
    sendReport({ kind: 'searched', q, language, results });
  }, [q, language, page, results]);
  const listening = useRef<{ element: HTMLElement; listener: (event: Event) => void } | null>(null);
  return useCallback(
    (element: HTMLElement | null) => {
      if (listening.current) {
        for (const type of ['click', 'auxclick']) listening.current.element.removeEventListener(type, listening.current.listener);
        listening.current = null;
      }
      if (!element || !q) return;
      const listener = (event: Event) => {
        const slug = event.target ? openedSlug(event.target) : null;
        if (slug) sendReport({ kind: 'opened', q, language, slug });
      };
      for (const type of ['click', 'auxclick']) element.addEventListener(type, listener);
      listening.current = { element, listener };
    },
    [q, language],
  );
}
