import { useEffect } from 'react';

/** The site's name: the whole title of a page that names nothing, the end of every other one. */
export const SITE_TITLE = 'Labmedicin';

/** 'Kreatinin (P-Kreatinin) – Labmedicin': the form the server renders titles in too. */
export function documentTitleOf(title: string): string {
  return `${title} – ${SITE_TITLE}`;
}

/** Sets the browser tab's title while the page shows, and the site's name after. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    document.title = documentTitleOf(title);
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
