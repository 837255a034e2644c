import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, FHIR_ID, type Analysis, type ArticleLanguage } from '@labmedicin/contracts';
import type { HandbookRecord } from '../store/articles.repository';

/** One analysis of a published article: what one ObservationDefinition and one SpecimenDefinition describe. */
export interface HandbookEntry {
  /** The id of both its resources. */
  id: string;
  article: HandbookRecord;
  language: ArticleLanguage;
  analysis: Analysis;
}

const ID_MAX = 64;

/**
 * The id of an analysis's resources: the article's slug and the designation ("kalium-p-kalium.p-kalium"),
 * so it stays the same as long as they do and tells a reader what it is. Too long for FHIR's 64
 * characters, it keeps its start and ends with a hash of the whole, so it is still unique.
 */
export function entryId(slug: string, designation: string): string {
  const key = designation
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const id = `${slug}.${key}`;
  if (id.length <= ID_MAX && FHIR_ID.test(id)) return id;
  const hash = createHash('sha256').update(`${slug}\n${designation}`).digest('hex').slice(0, 12);
  return `${id.slice(0, ID_MAX - hash.length - 1).replace(/[^A-Za-z0-9\-.]/g, '-')}.${hash}`;
}

/** Every analysis of the articles, in their order. */
export function entriesOf(articles: readonly HandbookRecord[]): HandbookEntry[] {
  return articles.flatMap((article) =>
    (article.analyses ?? []).map((analysis) => ({ id: entryId(article.slug, analysis.designation), article, language: article.language ?? DEFAULT_LANGUAGE, analysis })),
  );
}
