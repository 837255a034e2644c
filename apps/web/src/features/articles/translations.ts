import { SCREEN } from '@labmedicin/contracts';
import type { Article, ArticleLanguage, ArticleTranslation } from '@labmedicin/contracts';

/**
 * The article's versions in the other languages that readers can open (an editor's drafts are for
 * the admin area). A copy kept for offline reading before articles were linked has none.
 */
export function publishedTranslationsOf(article: Pick<Article, 'translations'>): ArticleTranslation[] {
  return (article.translations ?? []).filter((translation) => translation.status === 'published');
}

/** Where the article is read in each language it has: itself, and its published translations. */
export function articlePagesByLanguage(article: Pick<Article, 'slug' | 'language' | 'translations'>): Partial<Record<ArticleLanguage, string>> {
  const pages: Partial<Record<ArticleLanguage, string>> = { [article.language]: SCREEN.article.to({ slug: article.slug }) };
  for (const translation of publishedTranslationsOf(article)) pages[translation.language] = SCREEN.article.to({ slug: translation.slug });
  return pages;
}
