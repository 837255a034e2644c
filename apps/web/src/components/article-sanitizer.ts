import type { SpecimenTitles } from './specimen-prefixes';
import { use } from 'react';

type Sanitize = (html: string, specimens?: SpecimenTitles) => string;

/** A load as React's `use` reads it: settled, it says so, and `use` returns its value without suspending. */
type SanitizerLoad = Promise<Sanitize> & { status?: 'fulfilled'; value?: Sanitize };

let loading: SanitizerLoad | null = null;

/**
 * Loads the article HTML sanitizer (contracts' article-html policy), a chunk of its own: a server-rendered article is
 * already sanitized HTML, so its page hydrates without waiting for it. The server loads it before
 * its first render.
 */
export function loadArticleSanitizer(): Promise<Sanitize> {
  if (!loading) {
    const load: SanitizerLoad = import('./sanitize-html').then(
      (module) => {
        load.status = 'fulfilled';
        load.value = module.sanitizeArticleHtml;
        return module.sanitizeArticleHtml;
      },
      (error: unknown) => {
        // A failed load (a network blip) may be tried again by the next render.
        loading = null;
        throw error;
      },
    );
    loading = load;
  }
  return loading;
}

/**
 * The sanitizer, for a component that renders article HTML: until its chunk has loaded, the
 * component suspends. Hydrating, React keeps the server's HTML in place meanwhile and hydrates it
 * once the sanitizer is there; rendering alone, the nearest Suspense boundary shows its fallback.
 * HTML is never rendered unsanitized.
 */
export function useArticleSanitizer(): Sanitize {
  return use(loadArticleSanitizer());
}
