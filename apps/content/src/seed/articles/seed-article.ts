/**
 * Seed articles: the laboratory-test articles a new installation starts with. Texts are written as
 * examples for the local laboratory to review before clinical use.
 */

/** One row of an article's reference-range table. */
export interface SeedReferenceRange {
  parameter: string;
  range: string;
  unit: string;
  notes: string;
}

export interface SeedArticle {
  /** e.g. 'Hemoglobin (B-Hb)'; max 200 characters. */
  title: string;
  /** Exact name of one of the standard categories (see categories.seed.ts). */
  category: string;
  /** 100–300 characters, Swedish. */
  summary: string;
  /** HTML (h2, p, ul/li, strong, table): what is measured, indications, sampling, method, sources of error. */
  content: string;
  /** HTML. */
  clinicalSignificance: string;
  /** HTML: high and low values, common causes, pitfalls. */
  interpretation: string;
  /** Lowercase, 3–8 tags, including common abbreviations and the system-prefixed name. */
  tags: string[];
  /** Adult ranges as used in Nordic laboratories. */
  referenceRanges: SeedReferenceRange[];
  /** Titles of other seed articles. */
  relatedTests: string[];
  /** Published sources, guidelines and analysis catalogues. */
  references: string[];
}
