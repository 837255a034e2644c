import { LIMITS, type ArticleInput } from '@labmedicin/contracts';
import { imageSourcesOf, plainTextOf, sanitizeArticleHtml } from '../sanitize/article-html';
import type { ArticleFields } from '../store/articles.repository';

/**
 * What is stored of valid editor input: HTML sanitized (embeds kept from `embedHosts` only), and
 * the images the HTML shows added to `images`.
 */
export function storedFieldsOf(input: ArticleInput, embedHosts: readonly string[] = []): ArticleFields {
  const content = sanitizeArticleHtml(input.content, embedHosts);
  const clinicalSignificance = sanitizeArticleHtml(input.clinicalSignificance, embedHosts);
  const interpretation = sanitizeArticleHtml(input.interpretation, embedHosts);
  return {
    title: input.title,
    language: input.language,
    summary: input.summary,
    content,
    categoryId: input.category,
    tags: input.tags,
    status: input.status,
    clinicalSignificance,
    interpretation,
    relatedTests: input.relatedTests,
    references: input.references,
    referenceRanges: input.referenceRanges,
    images: [...new Set([...input.images, ...[content, clinicalSignificance, interpretation].flatMap(imageSourcesOf)])],
  };
}

/**
 * The excerpt of sanitized content: its text as a reader sees it (tags dropped, entities decoded,
 * whitespace collapsed), cut to the card's fallback length. Computed when the content is
 * written, so that lists can show it without reading the content.
 */
export function excerptOf(content: string): string {
  return plainTextOf(content).slice(0, LIMITS.cardSummaryFallback).trimEnd();
}
