import { BLODGAS_ARTICLES } from './blodgas';
import { BLODSTATUS_ARTICLES } from './blodstatus';
import { DIABETES_ARTICLES } from './diabetes';
import { ELEKTROLYT_ARTICLES } from './elektrolyter';
import { HJARTA_ARTICLES } from './hjarta';
import { INFLAMMATION_ARTICLES } from './inflammation';
import { JARN_ARTICLES } from './jarn';
import { KOAGULATION_ARTICLES } from './koagulation';
import { LEVER_ARTICLES } from './lever';
import { LIPID_ARTICLES } from './lipider';
import { NJURE_ARTICLES } from './njure';
import { PROSTATA_ARTICLES } from './prostata';
import type { SeedArticle } from './seed-article';
import { TYREOIDEA_ARTICLES } from './tyreoidea';
import { URIN_ARTICLES } from './urin';
import { VITAMIN_ARTICLES } from './vitaminer';

export type { SeedArticle, SeedReferenceRange } from './seed-article';

/**
 * The laboratory-test articles a new installation starts with, in Swedish. Reference intervals
 * follow NORIP where it covers the analyte; otherwise guideline decision limits or a note that the
 * interval is method-dependent. The texts are examples for the local laboratory to review.
 */
export const SEED_ARTICLES: SeedArticle[] = [
  ...BLODSTATUS_ARTICLES,
  ...INFLAMMATION_ARTICLES,
  ...ELEKTROLYT_ARTICLES,
  ...NJURE_ARTICLES,
  ...LEVER_ARTICLES,
  ...HJARTA_ARTICLES,
  ...KOAGULATION_ARTICLES,
  ...TYREOIDEA_ARTICLES,
  ...DIABETES_ARTICLES,
  ...LIPID_ARTICLES,
  ...JARN_ARTICLES,
  ...VITAMIN_ARTICLES,
  ...BLODGAS_ARTICLES,
  ...URIN_ARTICLES,
  ...PROSTATA_ARTICLES,
];
