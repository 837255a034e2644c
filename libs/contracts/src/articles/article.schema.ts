import { z } from 'zod';
import { LIMITS } from '../limits';
import { objectIdSchema } from '../ids';
import { blankAsAbsent, pageQuerySchema, paginationSchema } from '../api';
import { articleLanguageSchema, readerLanguageQuerySchema } from './article-language.schema';
import { normaliseTag, normaliseTags } from './tag.schema';
import { ARTICLE_IMAGE_SOURCE, hasVisibleContent } from './article.constants';
import { REFERENCE_SEXES } from './article.constants';
import { bandIssues, formatRange, isStructured, type ReferenceRange } from './reference-range.constants';
import type { ValidationMessageCode } from '../validation-messages';
import { analysesSchema } from './analysis.schema';
import { CONTAINER_ADDITIVES, SPECIMEN_MATERIALS } from './analysis.constants';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './article.constants';
export * from './reference-range.constants';
export * from './analysis.constants';
export * from './analysis.schema';

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export const articleStatusSchema = z.enum(ARTICLE_STATUSES, { errorMap: () => ({ message: 'invalidValue' }) });
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

/** The pages articles may embed when EMBED_HOSTS is unset: the common video players. */
export const DEFAULT_EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/**
 * EMBED_HOSTS as content (which refuses embeds from other hosts) and the gateway (which lets the
 * browser frame only them) read it alike: comma-separated exact host names; unset: the defaults.
 */
export const embedHostsEnvSchema = z
  .string()
  .optional()
  .transform((text) =>
    text === undefined
      ? DEFAULT_EMBED_HOSTS
      : text
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
  );

/** Elements that never hold others (HTML's void elements). */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const LONGEST_VOID_NAME = 6;
const SLASH = 0x2f;
const HYPHEN = 0x2d;
const isLetter = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;
const isWordChar = (code: number) => isLetter(code) || isDigit(code) || code === 0x5f;

/**
 * How deeply HTML nests its elements, read from its tags in one pass: an opening tag goes one level
 * down, a closing tag one up; void and self-closed elements do neither. An element left open counts
 * as holding everything after it. A tag is what /<(\/?)([a-z][a-z0-9-]*)\b[^>]*?(\/?)>/i matches,
 * read by hand: the gateway and content run this on every article saved, up to its size limit,
 * on their event loops, and the expression took twice as long.
 */
export function htmlNestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const closing = html.charCodeAt(at + 1) === SLASH;
    const start = closing ? at + 2 : at + 1;
    if (!isLetter(html.charCodeAt(start))) continue;
    let end = start + 1;
    while (isLetter(html.charCodeAt(end)) || isDigit(html.charCodeAt(end)) || html.charCodeAt(end) === HYPHEN) end += 1;
    // The name ends at a word boundary: back off over trailing hyphens as the expression would.
    while (end > start && isWordChar(html.charCodeAt(end - 1)) === isWordChar(html.charCodeAt(end))) end -= 1;
    if (end === start) continue;
    const tagEnd = html.indexOf('>', end);
    if (tagEnd === -1) break;
    at = tagEnd;
    const selfClosed = tagEnd > end && html.charCodeAt(tagEnd - 1) === SLASH;
    if (selfClosed || (end - start <= LONGEST_VOID_NAME && VOID_ELEMENTS.has(html.slice(start, end).toLowerCase()))) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/**
 * An HTML field of an article: sanitized by content when saved; at most articleHtmlMax characters
 * (refused with 413 ARTICLE_TOO_LARGE: see validationFailure) and no deeper than htmlNestingMax.
 * The length is checked first and ends the field's checks, so an oversized body costs no more.
 */
const articleHtml = (typeError: ValidationMessageCode) =>
  z.string({ required_error: typeError, invalid_type_error: typeError }).superRefine((html, ctx) => {
    if (html.length > LIMITS.articleHtmlMax) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'articleTooLarge', fatal: true });
    else if (htmlNestingDepth(html) > LIMITS.htmlNestingMax) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'invalidValue' });
  });

const trimmedText = z.string({ invalid_type_error: 'invalidValue' }).trim();

/** Trimmed strings with blanks dropped; `unique` also drops repeats (related tests, images). */
const textList = (unique: boolean) =>
  z
    .array(z.string({ invalid_type_error: 'invalidValue' }), { invalid_type_error: 'invalidValue' })
    .default([])
    .transform((items) => {
      const kept = items.map((item) => item.trim()).filter((item) => item !== '');
      return unique ? [...new Set(kept)] : kept;
    });

const finite = z
  .number({ invalid_type_error: 'rangeNumberInvalid' })
  .finite('rangeNumberInvalid')
  .optional();

/**
 * One row of an article's reference ranges table (ReferenceRange): parameter, range, unit, notes,
 * and optionally sex, age band, limits, critical limits and a conversion to a conventional unit.
 * The limits must be in order; a structured row's range text is generated from its numbers in
 * Swedish notation (the page shows it in the reader's), so text and numbers never disagree.
 */
export const referenceRangeSchema = z
  .object({
    parameter: trimmedText.default(''),
    range: trimmedText.default(''),
    unit: trimmedText.default(''),
    notes: trimmedText.default(''),
    sex: z.enum(REFERENCE_SEXES, { errorMap: () => ({ message: 'invalidValue' }) }).optional(),
    ageFrom: finite.pipe(z.number().min(0, 'rangeAgeNegative').optional()),
    ageTo: finite.pipe(z.number().min(0, 'rangeAgeNegative').optional()),
    lower: finite,
    upper: finite,
    lowerExclusive: z.boolean({ invalid_type_error: 'invalidValue' }).optional(),
    upperExclusive: z.boolean({ invalid_type_error: 'invalidValue' }).optional(),
    criticalLow: finite,
    criticalHigh: finite,
    conversion: z
      .object({
        unit: trimmedText.min(1, 'rangeConversionIncomplete'),
        factor: z.number({ invalid_type_error: 'rangeNumberInvalid' }).finite('rangeNumberInvalid').positive('rangeConversionIncomplete'),
        source: trimmedText.min(1, 'rangeConversionIncomplete'),
      })
      .optional(),
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: ValidationMessageCode) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    if (row.lower !== undefined && row.upper !== undefined && row.lower > row.upper) issue('upper', 'rangeLowerAboveUpper');
    if (row.ageFrom !== undefined && row.ageTo !== undefined && row.ageFrom >= row.ageTo) issue('ageTo', 'rangeAgeOrder');
    if (row.criticalLow !== undefined && row.criticalLow > (row.lower ?? row.upper ?? Infinity)) issue('criticalLow', 'rangeCriticalInside');
    if (row.criticalHigh !== undefined && row.criticalHigh < (row.upper ?? row.lower ?? -Infinity)) issue('criticalHigh', 'rangeCriticalInside');
    if (!isStructured(row) && (row.criticalLow !== undefined || row.criticalHigh !== undefined || row.conversion)) issue('lower', 'rangeLimitRequired');
  })
  .transform((row) => ({ ...row, range: formatRange(row, 'sv') ?? row.range }));

/**
 * The rules between an article's rows, each refused on the row at fault: a structured row states
 * the age it applies from (a row open downwards would give an adult interval to a child), and the
 * age bands of one analyte, sex and unit neither overlap (a result would match two rows) nor leave
 * a gap (no row for an age between them): the later band's `ageFrom` and the earlier's `ageTo`.
 */
function checkAgeBands(rows: ReferenceRange[], ctx: z.RefinementCtx): void {
  const issue = (index: number, field: 'ageFrom' | 'ageTo', message: ValidationMessageCode) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, field], message });
  const ageless = (index: number) => isStructured(rows[index]) && rows[index].ageFrom === undefined;
  rows.forEach((_row, index) => ageless(index) && issue(index, 'ageFrom', 'rangeAgeRequired'));
  // A band without a start is refused above; its overlap with every other band would say it again.
  for (const { kind, rows: [earlier, later] } of bandIssues(rows).filter(({ rows: pair }) => !pair.some(ageless))) {
    const message = kind === 'overlap' ? 'rangeBandOverlap' : 'rangeBandGap';
    issue(later, 'ageFrom', message);
    issue(earlier, 'ageTo', message);
  }
}

/** Whether a row holds anything: an empty row left in the editor's table (blank texts, unset numbers and boxes) does not. */
const hasContent = (row: Record<string, unknown>) => Object.values(row).some((value) => value !== '' && value !== undefined && value !== false);

/** Tags trimmed, lowercased, repeats ignored, at most 10, each at most 50 characters. */
const articleTagsSchema = z
  .array(z.string({ invalid_type_error: 'invalidValue' }), { invalid_type_error: 'invalidValue' })
  .default([])
  .transform(normaliseTags)
  .superRefine((tags, ctx) => {
    if (tags.length > LIMITS.tagsPerArticle) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'tooManyTags' });
    if (tags.some((tag) => tag.length > LIMITS.tagNameMax)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'tagNameTooLong' });
  });

/**
 * The editor's article, for create and as the base of update. Messages are codes of
 * VALIDATION_MESSAGES. `category` is the category's id. HTML fields are sanitized by the content
 * service when saved; the slug is made from the title on create only.
 *
 * `language`: what the article is written in. Left out, a new article is Swedish, a new
 * translation is in the other language than its original, and a save keeps the article's.
 * `translationOf` (create only): the slug of the article this one translates; the new article is
 * linked to it as its translation (400 SAME_LANGUAGE, 404, 409 TRANSLATION_EXISTS).
 */
const articleFieldsSchema = z.object({
  title: z
    .string({ required_error: 'titleRequired', invalid_type_error: 'titleRequired' })
    .trim()
    .min(1, 'titleRequired')
    .max(LIMITS.titleMax, 'titleTooLong'),
  category: z
    .string({ required_error: 'categoryRequired', invalid_type_error: 'categoryRequired' })
    .trim()
    .min(1, 'categoryRequired')
    .pipe(objectIdSchema),
  summary: z
    .string({ required_error: 'summaryRequired', invalid_type_error: 'summaryRequired' })
    .trim()
    .min(1, 'summaryRequired')
    .max(LIMITS.summaryMax, 'summaryTooLong'),
  content: articleHtml('contentRequired').refine(hasVisibleContent, 'contentRequired'),
  status: articleStatusSchema.default('draft'),
  tags: articleTagsSchema,
  referenceRanges: z
    .array(referenceRangeSchema, { invalid_type_error: 'invalidValue' })
    .default([])
    // Before empty rows are dropped, so that an issue names the row as the editor numbers it.
    .superRefine(checkAgeBands)
    // An empty row left in the editor's table is not a reference range.
    .transform((rows) => rows.filter(hasContent)),
  analyses: analysesSchema,
  clinicalSignificance: articleHtml('invalidValue').default(''),
  interpretation: articleHtml('invalidValue').default(''),
  relatedTests: textList(true),
  references: textList(false),
  images: textList(true).pipe(z.array(z.string().regex(ARTICLE_IMAGE_SOURCE, 'invalidValue'))),
  changeDescription: z
    .string({ invalid_type_error: 'invalidValue' })
    .trim()
    .max(LIMITS.changeDescriptionMax, 'changeDescriptionTooLong')
    .optional()
    .transform((text) => text || undefined),
  language: articleLanguageSchema.optional(),
});

const slugText = z.string({ invalid_type_error: 'invalidValue' }).trim().min(1, 'invalidValue');

export const articleInputSchema = articleFieldsSchema.extend({
  translationOf: z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), slugText.optional()),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;
export type ArticleFormValues = z.input<typeof articleInputSchema>;

const versionSchema = z
  .number({ required_error: 'invalidValue', invalid_type_error: 'invalidValue' })
  .int('invalidValue')
  .min(1, 'invalidValue');

/**
 * The editor's values and `baseVersion`, the version the editor opened. `translationUpToDate`
 * (translations only): the save brings the translation up to date with its original's current
 * version, so it is no longer outdated.
 */
const articleUpdateFieldsSchema = articleFieldsSchema.extend({
  baseVersion: versionSchema,
  translationUpToDate: z.boolean({ invalid_type_error: 'invalidValue' }).optional(),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An article as GET /articles/:slug answered it, changed and sent back, is a valid save: its
 * `version` is the version it was based on and its category object stands for the category's id.
 * An explicit `baseVersion` wins over `version`.
 */
function fromRoundTrip(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const category = isRecord(value.category) && typeof value.category._id === 'string' ? value.category._id : value.category;
  return { ...value, category, baseVersion: value.baseVersion ?? value.version };
}

/**
 * PUT /articles/:slug: the article plus the version it was based on (`baseVersion`, or the
 * `version` of a plain round trip). A save whose base is no longer the current version is refused
 * with 409 and changes nothing.
 */
export type ArticleUpdateInput = z.infer<typeof articleUpdateFieldsSchema>;
export type ArticleUpdateFormValues = z.input<typeof articleUpdateFieldsSchema>;
/** An article as GET /articles/:slug answered it, changed and sent back as it is. */
export type ArticleRoundTrip = Omit<ArticleUpdateFormValues, 'baseVersion' | 'category'> & {
  version: number;
  baseVersion?: number;
  category: string | { _id: string };
};
/** Typed by what it accepts: a preprocess alone would take `unknown`, and any value would compile. */
export const articleUpdateInputSchema = z.preprocess(fromRoundTrip, articleUpdateFieldsSchema) as z.ZodType<
  ArticleUpdateInput,
  z.ZodTypeDef,
  ArticleUpdateFormValues | ArticleRoundTrip
>;

/**
 * Path segments under /articles that name a route, not an article (GET /articles/search, /tags;
 * POST /articles/upload). No article gets one of them as its slug: it could never be read.
 */
export const RESERVED_ARTICLE_SLUGS: readonly string[] = ['search', 'tags', 'upload'];

/**
 * A slug as the path names it. Slugs are made of letters, digits and hyphens (slugify); one with a
 * slash or a control character, or longer than any title makes, names no article.
 */
export const articleSlugSchema = z.object({
  slug: z
    .string({ required_error: 'invalidValue', invalid_type_error: 'invalidValue' })
    .trim()
    .min(1, 'invalidValue')
    .max(LIMITS.slugMax, 'invalidValue')
    .regex(/^[^/\p{Cc}]*$/u, 'invalidValue'),
});

/**
 * Payload of CONTENT_MESSAGES.articlesUpdate: whose slug, and the editor's values with baseVersion.
 * The round trip is the HTTP body's (articleUpdateInputSchema); between services the payload is
 * exactly this object.
 */
export const articleUpdateRequestSchema = articleUpdateFieldsSchema.merge(articleSlugSchema);

/** Payload of CONTENT_MESSAGES.articlesLinkTranslation and UnlinkTranslation; the path of DELETE /articles/:slug/translations/:translation. */
export const articleTranslationRefSchema = z.object({ slug: slugText, translation: slugText });
export type ArticleTranslationRef = z.infer<typeof articleTranslationRefSchema>;

/** POST /articles/:slug/review and /publish: the version the author or the admin looked at. */
export const articleVersionSchema = z.object({ version: versionSchema });
export const articleVersionRequestSchema = articleVersionSchema.merge(articleSlugSchema);
export type ArticleVersionRequest = z.infer<typeof articleVersionRequestSchema>;

/** POST /articles/:slug/return: what the admin tells the author the draft still needs. */
export const reviewNoteSchema = z.object({
  note: z
    .string({ required_error: 'reviewNoteRequired', invalid_type_error: 'reviewNoteRequired' })
    .trim()
    .min(1, 'reviewNoteRequired')
    .max(LIMITS.reviewNoteMax, 'reviewNoteTooLong'),
});
export const reviewNoteRequestSchema = reviewNoteSchema.merge(articleSlugSchema);
export type ReviewNoteRequest = z.infer<typeof reviewNoteRequestSchema>;

/**
 * Where a draft stands in review: sent by its author and waiting ('pending'), or sent back by an
 * admin with a note ('returned'). Publishing ends the review.
 */
export const REVIEW_STATES = ['pending', 'returned'] as const;
export const reviewStateSchema = z.enum(REVIEW_STATES, { errorMap: () => ({ message: 'invalidValue' }) });
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** `category`: by the category's name, in Swedish order. */
export const ARTICLE_SORT_FIELDS = ['updatedAt', 'createdAt', 'title', 'category', 'views'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * GET /articles (payload of CONTENT_MESSAGES.articlesList). Anonymous callers and users always get
 * published articles, whatever status they ask for; admins and contributors get every status
 * unless they name one. `category` is a category's id or slug; `author` a user's id; `search`
 * keeps the articles whose title or summary contains it, in any case (the dashboard's search, over
 * every article rather than the page it shows); `material` and `additive` keep the articles with an
 * analysis taken on that specimen material, and one (not necessarily the same) in a tube with that additive.
 */
export const articleListQuerySchema = pageQuerySchema(20, LIMITS.maxPageSize).extend({
  status: z.preprocess(blankAsAbsent, articleStatusSchema.optional()),
  category: z.preprocess(blankAsAbsent, z.string().trim().optional()),
  tag: z.preprocess(blankAsAbsent, z.string().transform(normaliseTag).optional()),
  /** Articles created by this user (their id): a profile's list of what they wrote. */
  author: z.preprocess(blankAsAbsent, objectIdSchema.optional()),
  /** Drafts in this review state; ignored for callers who see only published articles. */
  review: z.preprocess(blankAsAbsent, reviewStateSchema.optional()),
  search: z.preprocess(blankAsAbsent, z.string().trim().max(LIMITS.listSearchMax, 'invalidValue').optional()),
  material: z.preprocess(blankAsAbsent, z.enum(SPECIMEN_MATERIALS, { errorMap: () => ({ message: 'invalidValue' }) }).optional()),
  additive: z.preprocess(blankAsAbsent, z.enum(CONTAINER_ADDITIVES, { errorMap: () => ({ message: 'invalidValue' }) }).optional()),
  ...readerLanguageQuerySchema.shape,
  /** Only the versions written in this language (the dashboard's filter). */
  articleLanguage: z.preprocess(blankAsAbsent, articleLanguageSchema.optional()),
  sort: z.preprocess(blankAsAbsent, z.enum(ARTICLE_SORT_FIELDS, { errorMap: () => ({ message: 'invalidValue' }) }).default('updatedAt')),
  order: z.preprocess(blankAsAbsent, z.enum(SORT_ORDERS, { errorMap: () => ({ message: 'invalidValue' }) }).default('desc')),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
export type ArticleListRequest = z.input<typeof articleListQuerySchema>;

/** GET /articles/search (payload of CONTENT_MESSAGES.articlesSearch): published articles only. */
export const articleSearchQuerySchema = pageQuerySchema(20, LIMITS.maxPageSize)
  .extend({
    q: z.string({ invalid_type_error: 'invalidValue' }).trim().max(200, 'invalidValue').default(''),
  })
  .merge(readerLanguageQuerySchema);
export type ArticleSearchQuery = z.infer<typeof articleSearchQuerySchema>;
export type ArticleSearchRequest = z.input<typeof articleSearchQuerySchema>;

/** The category an article belongs to, as responses carry it. */
export const articleCategorySchema = z.object({
  _id: z.string(),
  /** The Swedish name, which the slug is made from. */
  name: z.string(),
  /** The name in each language. */
  names: z.object({ sv: z.string(), en: z.string() }),
  slug: z.string(),
  color: z.string(),
});
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/** Who wrote an article: null for articles written before authors were recorded (the seed). */
export const articleAuthorSchema = z.object({ id: z.string(), username: z.string() });
export type ArticleAuthor = z.infer<typeof articleAuthorSchema>;

/** A draft's review: its state, the admin's note when sent back, who moved it there and when. */
export const articleReviewSchema = z.object({ state: reviewStateSchema, note: z.string(), by: z.string(), at: z.string() });
export type ArticleReview = z.infer<typeof articleReviewSchema>;

/** A version of an article's translation group that the caller may see (drafts for editors only). */
export const articleTranslationSchema = z.object({
  language: articleLanguageSchema,
  slug: z.string(),
  title: z.string(),
  status: articleStatusSchema,
  updatedAt: z.string(),
  /** That version is a translation whose original has published a newer version since. */
  outdated: z.boolean(),
});
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;

/** Which article, at which version, a translation was translated from. */
export const translatedFromSchema = z.object({ slug: z.string(), version: z.number().int().min(1) });
export type TranslatedFrom = z.infer<typeof translatedFromSchema>;

/**
 * What the API answers for a field a stored article lacks (stored by an older installation, an
 * import or by hand): the answer schemas default to these, and content answers them for such an
 * article, so no page has to guess.
 */
export const ARTICLE_ANSWER_DEFAULTS: { readonly summary: string; readonly tags: readonly string[] } = { summary: '', tags: [] };

/**
 * An article as the API returns it. `version` is the number of its latest revision. A translation
 * group is an original (translatedFrom null) and its translations (translatedFrom.slug is the
 * original's slug); `outdated`: this article is a translation whose original has a newer published
 * version than the one it was translated from; `translations`: the group's other versions.
 */
export const articleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string().default(ARTICLE_ANSWER_DEFAULTS.summary),
  /**
   * The start of the content as plain text, at most LIMITS.cardSummaryFallback characters: what a
   * card shows when the article has no summary. Derived by content, never edited.
   */
  excerpt: z.string(),
  content: z.string(),
  /** Null only in the moment between a category's deletion and its articles' move. */
  category: articleCategorySchema.nullable(),
  tags: z.array(z.string()).default(() => [...ARTICLE_ANSWER_DEFAULTS.tags]),
  status: articleStatusSchema,
  views: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
  referenceRanges: z.array(referenceRangeSchema),
  /** What a lab handbook says about each analysis the article describes; none in an article saved before analyses existed. */
  analyses: analysesSchema,
  clinicalSignificance: z.string(),
  interpretation: z.string(),
  relatedTests: z.array(z.string()),
  references: z.array(z.string()),
  images: z.array(z.string()),
  version: z.number().int().min(1),
  author: articleAuthorSchema.nullable(),
  review: articleReviewSchema.nullable(),
  language: articleLanguageSchema,
  translatedFrom: translatedFromSchema.nullable(),
  outdated: z.boolean(),
  translations: z.array(articleTranslationSchema),
});
export type Article = z.infer<typeof articleSchema>;

/**
 * An article in lists, tag pages and search results: without its long HTML and tables. Its
 * `translations` are the group's other versions the caller may see, as an article has them (the
 * dashboard links a row to its translation in the other language, whether or not it is listed).
 */
export const articleListItemSchema = articleSchema.pick({
  _id: true,
  slug: true,
  title: true,
  summary: true,
  excerpt: true,
  category: true,
  tags: true,
  status: true,
  views: true,
  createdAt: true,
  updatedAt: true,
  version: true,
  author: true,
  review: true,
  language: true,
  outdated: true,
  translatedFrom: true,
  translations: true,
});
export type ArticleListItem = z.infer<typeof articleListItemSchema>;

/** Answer of CONTENT_MESSAGES.articlesList and tagsArticles. */
export const articlePageSchema = z.object({ data: z.array(articleListItemSchema), pagination: paginationSchema });
export type ArticlePage = z.infer<typeof articlePageSchema>;

/**
 * Answer of CONTENT_MESSAGES.articlesPublishedIndex: every published article as the sitemap names
 * it (never a draft, whoever asks), by slug, with its language and `alternates`: the published
 * versions of its translation group, itself included (the pages' hreflang links); empty when no
 * other version of it is published.
 */
export const publishedArticleIndexSchema = z.array(
  z.object({
    slug: z.string(),
    updatedAt: z.string(),
    language: articleLanguageSchema,
    alternates: z.array(z.object({ language: articleLanguageSchema, slug: z.string() })),
  }),
);
export type PublishedArticleIndex = z.infer<typeof publishedArticleIndexSchema>;

/** Answer of CONTENT_MESSAGES.articlesSearch: hits best first, and how many fall in each category. */
export const articleSearchResultSchema = articlePageSchema.extend({
  categories: z.array(articleCategorySchema.extend({ count: z.number().int().min(0) })),
  /** Only when nothing matched: the query with its words the index lacks replaced by the nearest words it holds, when it holds any. */
  didYouMean: z.string().optional(),
  /** Only when nothing matched: the most read published articles in the reader's language, so a search never ends empty. */
  mostRead: z.array(articleListItemSchema).optional(),
});
export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;

/** Answer of CONTENT_MESSAGES.articlesDelete. */
export const articleDeleteResultSchema = z.object({
  deleted: z.object({ _id: z.string(), slug: z.string(), title: z.string() }),
});
export type ArticleDeleteResult = z.infer<typeof articleDeleteResultSchema>;

/**
 * Payload of the article.created, article.updated and article.deleted events: enough to drop cached
 * pages, and for media's usage: the title and the stored images (by file name) the article shows in
 * its HTML fields or lists in `images`.
 */
export const articleChangedEventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  categoryId: z.string(),
  tags: z.array(z.string()),
  status: articleStatusSchema,
  images: z.array(z.string()),
  uploadedImages: z.array(z.string()),
  language: articleLanguageSchema,
  /** The slugs of its translation group's other versions: their pages show this one's state. */
  linkedSlugs: z.array(z.string()),
});
export type ArticleChangedEvent = z.infer<typeof articleChangedEventSchema>;

/**
 * Payload of the article.viewed event: reads of a published article the gateway answered from its
 * cache, so content counts the views it did not see. The gateway sends them in batches.
 */
export const articleViewedEventSchema = z.object({ id: objectIdSchema, count: z.number().int().min(1).max(1_000_000) });
export type ArticleViewedEvent = z.infer<typeof articleViewedEventSchema>;
