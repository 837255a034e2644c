import { DEFAULT_CATEGORY_COLOR, HEX_COLOR, slugify, type ArticleCategory, type Category, type ReferenceRange } from '@labmedicin/contracts';

/**
 * The API's answers as the screens read them. Our server sends every field, but an answer may
 * leave out any optional one, give an article's category as an
 * object or as a plain string, and wrap the categories' list in a second `data`. The screens get
 * one shape: absent texts are '', absent lists are [], an absent count is undefined.
 */

type Answer = Record<string, unknown>;

const isRecord = (value: unknown): value is Answer => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A category without a usable colour is shown in the neutral default. */
const colorOf = (value: unknown): string => {
  const color = text(value);
  return HEX_COLOR.test(color) ? color : DEFAULT_CATEGORY_COLOR;
};

/**
 * An article's category: an object with a name, or a plain string naming it. Without its own slug
 * the slug is made from the name as the server makes category slugs, so the category links still
 * filter the list; the slug stands in for a missing id.
 */
export function categoryOf(value: unknown): ArticleCategory | null {
  const answer = isRecord(value) ? value : { name: value };
  const name = text(answer.name).trim();
  if (!name) return null;
  const slug = text(answer.slug) || slugify(name);
  return { _id: text(answer._id) || slug, name, slug, color: colorOf(answer.color) };
}

/** An article in a list, search results or a tag's page. */
export interface ArticleListEntry {
  _id: string;
  slug: string;
  title: string;
  summary: string;
  excerpt: string;
  /** HTML; lists usually leave it out. */
  content: string;
  category: ArticleCategory | null;
  tags: string[];
  /** '' when the answer gives none. */
  status: string;
  views: number | undefined;
  /** '' when the answer gives none. */
  updatedAt: string;
}

/** One article as the article page reads it. */
export interface ArticleDetail extends ArticleListEntry {
  referenceRanges: ReferenceRange[];
  clinicalSignificance: string;
  interpretation: string;
  relatedTests: string[];
  references: string[];
}

export function listEntryOf(value: unknown): ArticleListEntry {
  const answer = isRecord(value) ? value : {};
  const slug = text(answer.slug);
  return {
    _id: text(answer._id) || slug,
    slug,
    title: text(answer.title),
    summary: text(answer.summary),
    excerpt: text(answer.excerpt),
    content: text(answer.content),
    category: categoryOf(answer.category),
    tags: texts(answer.tags),
    status: text(answer.status),
    views: count(answer.views),
    updatedAt: text(answer.updatedAt),
  };
}

/**
 * A row as the table shows it: its texts, and its structured fields (sex, ages, limits, conversion)
 * as the answer gives them, which our server validated when they were saved.
 */
function referenceRangeOf(value: unknown): ReferenceRange {
  const { parameter, range, unit, notes, ...structured } = isRecord(value) ? value : {};
  return { ...structured, parameter: text(parameter), range: text(range), unit: text(unit), notes: text(notes) };
}

export function articleOf(value: unknown): ArticleDetail {
  const answer = isRecord(value) ? value : {};
  return {
    ...listEntryOf(answer),
    referenceRanges: Array.isArray(answer.referenceRanges) ? answer.referenceRanges.map(referenceRangeOf) : [],
    clinicalSignificance: text(answer.clinicalSignificance),
    interpretation: text(answer.interpretation),
    relatedTests: texts(answer.relatedTests),
    references: texts(answer.references),
  };
}

/** A category of the categories' list; its article count is undefined when the answer gives none. */
export type CategoryEntry = Omit<Category, 'articleCount'> & { articleCount: number | undefined };

function categoryEntryOf(value: unknown): CategoryEntry | null {
  const answer = isRecord(value) ? value : {};
  const category = categoryOf(answer);
  if (!category) return null;
  return {
    ...category,
    description: text(answer.description),
    articleCount: count(answer.articleCount),
    createdAt: text(answer.createdAt),
    updatedAt: text(answer.updatedAt),
  };
}

/** The categories of an answer whose `data` is the list, or an object whose `data` is. */
export function categoriesOf(answer: unknown): CategoryEntry[] {
  const data = isRecord(answer) ? answer.data : undefined;
  const list = isRecord(data) ? data.data : data;
  return Array.isArray(list) ? list.map(categoryEntryOf).filter((category): category is CategoryEntry => category !== null) : [];
}
