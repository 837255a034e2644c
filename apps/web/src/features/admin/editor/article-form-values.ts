import type { Article, ArticleFormValues, ReferenceRange } from '@labmedicin/contracts';
import { otherLanguage } from '../translations/article-language';
import { analysisToTranslate } from './analyses/analysis-translation';

export type Values = ArticleFormValues & { changeDescription?: string };

export const EMPTY: Values = {
  title: '',
  category: '',
  summary: '',
  content: '',
  status: 'draft',
  language: 'sv',
  tags: [],
  referenceRanges: [],
  analyses: [],
  clinicalSignificance: '',
  interpretation: '',
  relatedTests: [],
  references: [],
  images: [],
  changeDescription: '',
};

/** The form's values for a stored article. */
export function valuesOf(article: Article): Values {
  return {
    title: article.title,
    category: article.category?._id ?? '',
    summary: article.summary,
    content: article.content,
    status: article.status,
    language: article.language,
    tags: article.tags,
    referenceRanges: article.referenceRanges,
    analyses: article.analyses,
    clinicalSignificance: article.clinicalSignificance,
    interpretation: article.interpretation,
    relatedTests: article.relatedTests,
    references: article.references,
    images: imagesBesideTheHtml(article),
    changeDescription: '',
  };
}

/**
 * The article's images that its HTML does not show. Content adds the images the HTML shows on
 * every save; sending those back too would keep an image the editor took out of the text listed,
 * and counted as in use, forever.
 */
function imagesBesideTheHtml(article: Article): string[] {
  const html = [article.content, article.clinicalSignificance, article.interpretation].join('');
  return article.images.filter((src) => !html.includes(`src="${src}"`));
}

/**
 * A reference row as a translator starts it: numbers, units, sex, ages, limits and conversion
 * kept; its words (parameter, notes) left to write, with the original's shown beside. A
 * structured row's range is written from its numbers on save; another row's range is kept, as it
 * is mostly numbers, for the translator to adjust.
 */
const rowToTranslate = (row: ReferenceRange): ReferenceRange => ({ ...row, parameter: '', notes: '' });

/**
 * A new translation of `original`, in its other language: what needs no translating (category,
 * reference-range numbers and units, the analyses' codes, numbers and choices, references, related tests, the images beside its text) is
 * copied; the images its text shows are not: they would count as used by a translation whose text
 * shows none of them until the translator inserts them. The texts and
 * the tags, which are written in the article's own language, start empty. It starts as a draft,
 * linked to the original when created (`translationOf`).
 */
export function translationDraft(original: Article): Values {
  return {
    ...EMPTY,
    language: otherLanguage(original.language),
    translationOf: original.slug,
    category: original.category?._id ?? '',
    referenceRanges: original.referenceRanges.map(rowToTranslate),
    analyses: original.analyses.map(analysisToTranslate),
    relatedTests: [...original.relatedTests],
    references: [...original.references],
    images: imagesBesideTheHtml(original),
  };
}
