import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.constants';
import type { ArticleLanguage } from './article.constants';

/** One of a page's `<link rel="alternate" hreflang>` (or a sitemap's `xhtml:link`). */
export interface HreflangLink {
  hreflang: ArticleLanguage | 'x-default';
  href: string;
}

/**
 * How a page published in more than one language names its versions, in the page's head and in
 * the sitemap alike: every version, itself included, in the languages' order, then the Swedish
 * original as the default for readers of any other language (x-default). None for a page published
 * in one language only.
 */
export function hreflangLinks(versions: readonly { language: ArticleLanguage; href: string }[]): HreflangLink[] {
  const ordered = LANGUAGES.flatMap((language) => versions.filter((version) => version.language === language).slice(0, 1));
  if (ordered.length < 2) return [];
  const links: HreflangLink[] = ordered.map(({ language, href }) => ({ hreflang: language, href }));
  const original = ordered.find((version) => version.language === DEFAULT_LANGUAGE);
  return original ? [...links, { hreflang: 'x-default', href: original.href }] : links;
}
