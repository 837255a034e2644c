import type { ArticleInput } from '@labmedicin/contracts';
import { sanitizedArticleHtml } from '../sanitize/article-html';
import type { ArticleHtml } from '../sanitize/article-html-tasks';
import type { ArticleFields } from '../store/articles.repository';

/**
 * What is stored of valid editor input with its HTML as sanitized (ArticleHtmlWork): the images
 * the HTML shows added to `images`.
 */
export function storedFieldsWith(input: ArticleInput, { html, images }: { html: ArticleHtml; images: string[] }): ArticleFields {
  return {
    title: input.title,
    language: input.language,
    summary: input.summary,
    content: html.content,
    categoryId: input.category,
    tags: input.tags,
    status: input.status,
    clinicalSignificance: html.clinicalSignificance,
    interpretation: html.interpretation,
    relatedTests: input.relatedTests,
    references: input.references,
    referenceRanges: input.referenceRanges,
    analyses: input.analyses,
    images: [...new Set([...input.images, ...images])],
  };
}

/**
 * What is stored of a seed article, sanitized here (the seed is small, and read at start): embeds
 * dropped, since the seed is the product's own text.
 */
export function storedFieldsOf(input: ArticleInput): ArticleFields {
  const [content, clinicalSignificance, interpretation] = [input.content, input.clinicalSignificance, input.interpretation].map((html) => sanitizedArticleHtml(html));
  const html: ArticleHtml = { content: content.html, clinicalSignificance: clinicalSignificance.html, interpretation: interpretation.html };
  return storedFieldsWith(input, { html, images: [content, clinicalSignificance, interpretation].flatMap((one) => one.images) });
}
