import type { Article, ArticleCategory, ArticleFormValues } from '../articles/article.schema';

/**
 * One sample article for every project's tests: what an editor types (anArticleInput, for the
 * services and the gateway) and what the API answers with it (anArticle, for the SPA).
 */
const SAMPLE = {
  title: 'Hemoglobin',
  summary: 'Hemoglobin mäts för att upptäcka och följa anemi.',
  content: '<p>Hemoglobin är blodets syrebärande protein.</p>',
  tags: ['anemi', 'blodstatus'],
} as const;

/** A valid draft for the editor's form in category `categoryId`, without tags; `overrides` replace fields. */
export function anArticleInput(categoryId: string, overrides: Partial<ArticleFormValues> = {}): ArticleFormValues {
  return { title: SAMPLE.title, category: categoryId, summary: SAMPLE.summary, content: SAMPLE.content, status: 'draft', ...overrides };
}

export const HEMATOLOGI: ArticleCategory = { _id: 'c1', name: 'Hematologi', names: { sv: 'Hematologi', en: 'Haematology' }, slug: 'hematologi', color: '#dc3545' };

/** The sample article as GET /api/articles/:slug answers it; `overrides` replace fields. */
export function anArticle(overrides: Partial<Article> = {}): Article {
  return {
    _id: '65a0c0ffee0000000000a001',
    slug: 'hemoglobin',
    title: SAMPLE.title,
    summary: SAMPLE.summary,
    excerpt: 'Hemoglobin är blodets syrebärande protein.',
    content: SAMPLE.content,
    category: HEMATOLOGI,
    tags: [...SAMPLE.tags],
    status: 'published',
    views: 42,
    createdAt: '2024-01-10T12:00:00.000Z',
    updatedAt: '2024-03-05T12:00:00.000Z',
    referenceRanges: [],
    analyses: [],
    clinicalSignificance: '',
    interpretation: '',
    relatedTests: [],
    references: [],
    images: [],
    version: 1,
    author: null,
    review: null,
    language: 'sv',
    translatedFrom: null,
    outdated: false,
    translations: [],
    ...overrides,
  };
}
