import { useEffect } from 'react';

/** Sets the browser tab's title while the page shows, and restores the previous one after. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
