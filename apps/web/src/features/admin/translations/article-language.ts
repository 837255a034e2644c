import type { ArticleLanguage } from '@labmedicin/contracts';

/** The language a translation of an article in `language` is written in. */
export const otherLanguage = (language: ArticleLanguage): ArticleLanguage => (language === 'sv' ? 'en' : 'sv');
