import { Inject, Injectable } from '@nestjs/common';
import {
  DEFAULT_LANGUAGE,
  fieldFailure,
  isAdmin,
  objectIdSchema,
  paginationOf,
  searchTermsOf,
  uploadedFilenameOf,
  type Actor,
  type Article,
  type ArticleDeleteResult,
  type MediaUsageArticle,
  type ArticleInput,
  type ArticleLanguage,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleSearchQuery,
  type ArticleSearchResult,
  type ArticleUpdateInput,
  type ArticleVersionRequest,
  type PublishedArticleIndex,
  type RequestMeta,
  type ReviewNoteRequest,
} from '@labmedicin/contracts';
import { ServiceError, fail } from '@labmedicin/platform';
import { ArticleViewsRepository } from '../store/article-views.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { CONTENT_CONFIG, type ContentEnv } from '../config/content.config';
import { ArticleHtmlWork } from '../sanitize/article-html-work';
import { ArticleSearchService } from '../search/article-search.service';
import { requireAdmin, requireEditor, seesUnpublished } from '../access/content-access';
import { storedFieldsWith } from '../writing/article-fields';
import { ArticleResponses } from '../writing/article-responses';
import { ArticleWriter, fieldsOf } from '../writing/article-writer';
import { ArticlesRepository, languageOf, type ArticleDocument, type ArticleFields, type ArticleFilter } from '../store/articles.repository';

/**
 * Articles: public reads of published articles; admins and contributors see and
 * write drafts, only admins publish and delete. Payloads arrive parsed against the message
 * catalogue; writes go through the ArticleWriter.
 */
@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly categories: CategoriesRepository,
    private readonly viewCounts: ArticleViewsRepository,
    private readonly writer: ArticleWriter,
    private readonly responses: ArticleResponses,
    private readonly search: ArticleSearchService,
    private readonly html: ArticleHtmlWork,
    @Inject(CONTENT_CONFIG) private readonly config: ContentEnv,
  ) {}

  async list(meta: RequestMeta, query: ArticleListQuery): Promise<ArticlePage> {
    const status = seesUnpublished(meta) ? query.status : 'published';
    const empty = { data: [], pagination: paginationOf(query.page, query.limit, 0) };
    let categoryId: string | undefined;
    if (query.category) {
      const category = await this.findCategory(query.category);
      if (!category) return empty;
      categoryId = category._id;
    }
    const filter: ArticleFilter = {
      status,
      categoryId,
      tag: query.tag,
      author: query.author,
      review: seesUnpublished(meta) ? query.review : undefined,
      search: query.search,
      articleLanguage: query.articleLanguage,
      material: query.material,
      additive: query.additive,
      language: query.language,
    };
    const { records, total } =
      query.sort === 'views' || query.sort === 'category'
        ? await this.pageSortedHere(filter, query.sort, query.order, query.page, query.limit)
        : await this.articles.page(filter, { field: query.sort, order: query.order }, query.page, query.limit);
    return { data: await this.responses.listItems(records, seesUnpublished(meta)), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** One article; drafts and archived ones only for admins and contributors. (The gateway counts the views.) */
  async get(meta: RequestMeta, slug: string): Promise<Article> {
    const article = await this.articles.findBySlug(slug);
    if (!article || (article.status !== 'published' && !seesUnpublished(meta))) throw fail('ARTICLE_NOT_FOUND');
    return this.responses.article(article, seesUnpublished(meta));
  }

  /**
   * Every published article's slug, last change and language, for whoever asks: drafts are never
   * listed. `alternates`: the published versions of its translation group, itself included; empty
   * when it has no other published version.
   */
  async publishedIndex(): Promise<PublishedArticleIndex> {
    const rows = await this.articles.publishedIndex();
    const byGroup = new Map<string, { language: ArticleLanguage; slug: string }[]>();
    for (const row of rows) {
      if (!row.groupId) continue;
      byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), { language: languageOf(row), slug: row.slug }]);
    }
    return rows.map((row) => {
      const alternates = row.groupId ? (byGroup.get(row.groupId) ?? []) : [];
      return { slug: row.slug, updatedAt: row.updatedAt, language: languageOf(row), alternates: alternates.length > 1 ? alternates : [] };
    });
  }

  /**
   * A new article; with `translationOf`, a translation linked to that original at its current
   * version, in the language given or else the other one (400 SAME_LANGUAGE when it is the
   * original's, 404 when there is no such original, 409 TRANSLATION_EXISTS when the group has that
   * language already or the original is itself a translation).
   */
  async create(meta: RequestMeta, input: ArticleInput): Promise<Article> {
    const actor = requireEditor(meta);
    assertMayPublish(actor, input);
    const original = input.translationOf ? await this.articles.findBySlug(input.translationOf) : null;
    if (input.translationOf && !original) throw fail('ARTICLE_NOT_FOUND');
    const language = input.language ?? (original ? otherLanguage(languageOf(original)) : DEFAULT_LANGUAGE);
    if (original) await this.assertTranslatable(original, language);
    const author = { id: actor.id, username: actor.username };
    const created = await this.writer.create(await this.fieldsOf({ ...input, language }), author, meta, { changeDescription: input.changeDescription }, original);
    return this.responses.article(created, true);
  }

  /** Whether `original` may take a new translation in `language`. */
  private async assertTranslatable(original: ArticleDocument, language: ArticleLanguage): Promise<void> {
    if (language === languageOf(original)) throw fail('SAME_LANGUAGE');
    if (original.translatedFrom) throw fail('TRANSLATION_EXISTS');
    const group = original.groupId ? await this.articles.group(original.groupId) : [];
    if (group.some((version) => languageOf(version) === language)) throw fail('TRANSLATION_EXISTS');
  }

  /**
   * A save based on an older version than the current one is refused (409) and writes nothing,
   * unless it is this very request run again after its save was stored: that save is answered.
   */
  async update(meta: RequestMeta, { slug, ...input }: ArticleUpdateInput & { slug: string }): Promise<Article> {
    const actor = requireEditor(meta);
    const current = await this.articles.findBySlug(slug);
    if (!current) throw fail('ARTICLE_NOT_FOUND');
    assertMayEdit(actor, current);
    assertMayPublish(actor, input);
    if (input.baseVersion !== current.version) {
      const earlier = await this.writer.savedByThisRequest(current, input.baseVersion + 1, actor.username, meta);
      if (earlier) return this.responses.article(earlier, true);
      throw fail('ARTICLE_STALE_EDIT');
    }
    const language = input.language ?? languageOf(current);
    // A linked article's group has the other language: changing its own would give it two of one.
    if (current.groupId && language !== languageOf(current)) throw fail('SAME_LANGUAGE');
    let saved = await this.writer.save(current, await this.fieldsOf({ ...input, language }), actor.username, meta, { changeDescription: input.changeDescription });
    if (input.translationUpToDate && saved.translatedFrom) {
      const original = await this.articles.findBySlug(saved.translatedFrom.slug);
      if (original) saved = await this.writer.setTranslatedFrom(saved, original.version, meta);
    }
    return this.responses.article(saved, true);
  }

  /** The author sends their draft, as it stands at `version`, to the admins for review. */
  async submitForReview(meta: RequestMeta, { slug, version }: ArticleVersionRequest): Promise<Article> {
    const actor = requireEditor(meta);
    const current = await this.articles.findBySlug(slug);
    if (!current) throw fail('ARTICLE_NOT_FOUND');
    if (current.createdBy?.id !== actor.id) throw fail('ARTICLE_REVIEW_AUTHOR_ONLY');
    if (current.status !== 'draft') throw fail('ARTICLE_REVIEW_DRAFTS_ONLY');
    if (version !== current.version) throw fail('ARTICLE_STALE_EDIT');
    const review = { state: 'pending' as const, note: '', by: actor.username, at: new Date().toISOString() };
    return this.responses.article(await this.writer.setReview(current, version, review, meta), true);
  }

  /** An admin sends a draft waiting for review back to its author, saying what it still needs. */
  async returnToAuthor(meta: RequestMeta, { slug, note }: ReviewNoteRequest): Promise<Article> {
    const actor = requireAdmin(meta);
    const current = await this.articles.findBySlug(slug);
    if (!current) throw fail('ARTICLE_NOT_FOUND');
    if (current.status !== 'draft' || current.review?.state !== 'pending') throw fail('ARTICLE_NOT_IN_REVIEW');
    const review = { state: 'returned' as const, note, by: actor.username, at: new Date().toISOString() };
    return this.responses.article(await this.writer.setReview(current, current.version, review, meta), true);
  }

  /** An admin publishes the article as it stands at `version` (a new revision; any review ends). */
  async publish(meta: RequestMeta, { slug, version }: ArticleVersionRequest): Promise<Article> {
    const actor = requireAdmin(meta);
    const current = await this.articles.findBySlug(slug);
    if (!current) throw fail('ARTICLE_NOT_FOUND');
    if (version !== current.version) {
      const earlier = await this.writer.savedByThisRequest(current, version + 1, actor.username, meta);
      if (earlier) return this.responses.article(earlier, true);
      throw fail('ARTICLE_STALE_EDIT');
    }
    const saved = await this.writer.save(current, { ...fieldsOf(current), status: 'published' }, actor.username, meta);
    // Publishing changes no text: translations made from the version published still match it.
    if (saved.groupId === saved._id) {
      for (const translation of await this.articles.group(saved._id)) {
        if (translation.translatedFrom?.version !== current.version) continue;
        const full = await this.articles.findById(translation._id);
        if (full) await this.writer.setTranslatedFrom(full, saved.version, meta);
      }
    }
    return this.responses.article(saved, true);
  }

  async delete(meta: RequestMeta, slug: string): Promise<ArticleDeleteResult> {
    requireAdmin(meta);
    const article = await this.articles.findBySlug(slug);
    if (!article) throw fail('ARTICLE_NOT_FOUND');
    await this.writer.delete(article, meta);
    return { deleted: { _id: article._id, slug: article.slug, title: article.title } };
  }

  /**
   * Takes a stored image out of every article that shows it (its HTML fields and `images`), each
   * saved as a new version, so that published pages keep rendering once media deletes the file.
   * Media's force delete calls it before it deletes anything.
   */
  async removeImage(meta: RequestMeta, filename: string): Promise<{ articles: MediaUsageArticle[] }> {
    const actor = requireAdmin(meta);
    const changed: MediaUsageArticle[] = [];
    for (const current of await this.articles.showingUpload(filename)) {
      const fields = fieldsOf(current);
      const { content, clinicalSignificance, interpretation } = fields;
      await this.writer.save(
        current,
        {
          ...fields,
          ...(await this.html.withoutImage({ html: { content, clinicalSignificance, interpretation }, filename })),
          images: fields.images.filter((source) => uploadedFilenameOf(source) !== filename),
        },
        actor.username,
        meta,
        { change: { code: 'imageDeleted', filename } },
      );
      changed.push({ slug: current.slug, title: current.title });
    }
    return { articles: changed };
  }

  /**
   * Published articles only, best match first, with how many hits fall in each category. With the
   * reader's language, one hit per translation group.
   */
  async searchPublished({ q, language, page, limit }: ArticleSearchQuery): Promise<ArticleSearchResult> {
    if (searchTermsOf(q) === null) return { data: [], pagination: paginationOf(page, limit, 0), categories: [] };
    const hits = await this.search.searchPublished(q, language, (page - 1) * limit, limit);
    if (hits.total === 0) return { data: [], pagination: paginationOf(page, limit, 0), categories: [], ...(await this.instead(q, language)) };
    // The index follows the store; an article unpublished a moment ago is not shown.
    const records = (await this.articles.listRecordsByIds(hits.ids)).filter((record) => record.status === 'published');
    const categories = await this.responses.categoryLookup();
    return {
      // Published results name published versions only, whoever searches.
      data: await this.responses.listItems(records, false),
      pagination: paginationOf(page, limit, hits.total),
      categories: Object.entries(hits.categoryCounts)
        .flatMap(([id, count]) => {
          const category = categories.get(id);
          return category ? [{ ...category, count }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv')),
    };
  }

  /** What a search that found nothing offers instead: a spelling the index knows, and the most read articles in the reader's language. */
  private async instead(q: string, language: ArticleLanguage | undefined): Promise<Pick<ArticleSearchResult, 'didYouMean' | 'mostRead'>> {
    const [didYouMean, mostRead] = await Promise.all([
      this.search.didYouMean(q),
      this.pageSortedHere({ status: 'published', articleLanguage: language }, 'views', 'desc', 1, MOST_READ_SHOWN),
    ]);
    return { ...(didYouMean ? { didYouMean } : {}), mostRead: await this.responses.listItems(mostRead.records, false) };
  }

  /**
   * A page in an order the store cannot give, ties by id as the store's sorts end: by views as
   * answers show them (the article's counter plus views stored on the article before counters had
   * their own collection: two collections), or by category name in Swedish order (categories are a
   * collection of their own).
   */
  private async pageSortedHere(filter: ArticleFilter, field: 'views' | 'category', order: 'asc' | 'desc', page: number, limit: number) {
    const matches = await this.articles.sortKeysOf(filter);
    let keyOf: (row: (typeof matches)[number]) => number | string;
    if (field === 'views') {
      const counted = await this.viewCounts.all();
      keyOf = ({ _id, views }) => (views ?? 0) + (counted.get(_id) ?? 0);
    } else {
      const categories = await this.responses.categoryLookup();
      keyOf = ({ categoryId }) => categories.get(categoryId)?.name ?? '';
    }
    const direction = order === 'asc' ? 1 : -1;
    const keyed = matches.map((row) => ({ _id: row._id, key: keyOf(row) }));
    keyed.sort((a, b) => compareKeys(a.key, b.key) * direction || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    const ids = keyed.slice((page - 1) * limit, page * limit).map((row) => row._id);
    return { records: await this.articles.listRecordsByIds(ids), total: keyed.length };
  }

  /** A category named by id or slug. */
  private async findCategory(idOrSlug: string) {
    if (objectIdSchema.safeParse(idOrSlug).success) return this.categories.findById(idOrSlug);
    return (await this.categories.findAll()).find((category) => category.slug === idOrSlug) ?? null;
  }

  /** The stored fields of valid input, once its category exists and its content survives sanitizing. */
  private async fieldsOf(input: ArticleInput): Promise<ArticleFields> {
    if (!(await this.categories.findById(input.category))) {
      throw new ServiceError(fieldFailure('VALIDATION_FAILED', { category: 'categoryNotFound' }));
    }
    const { content, clinicalSignificance, interpretation } = input;
    const sanitized = await this.html.sanitized({ html: { content, clinicalSignificance, interpretation }, embedHosts: this.config.EMBED_HOSTS });
    // An embed from a host the operator did not list, or content of nothing but a script.
    if (!sanitized.ok) throw new ServiceError(fieldFailure('VALIDATION_FAILED', { [sanitized.field]: sanitized.code }));
    return storedFieldsWith(input, sanitized);
  }
}

/**
 * Admins edit every article; a contributor only their own drafts: a change to a published article
 * would go live, or take it offline.
 */
function assertMayEdit(actor: Actor, current: ArticleDocument): void {
  if (isAdmin(actor)) return;
  if (current.status !== 'draft') throw fail('ARTICLE_EDIT_PUBLISHED_ADMIN_ONLY');
  if (current.createdBy?.id !== actor.id) throw fail('ARTICLE_EDIT_OWN_DRAFTS_ONLY');
}

/** Publishing (and archiving) is for admins; a contributor saves drafts. */
function assertMayPublish(actor: Actor, input: { status: ArticleDocument['status'] }): void {
  if (!isAdmin(actor) && input.status !== 'draft') throw fail('ARTICLE_PUBLISH_ADMIN_ONLY');
}

/** How many of the most read articles a search that found nothing shows. */
const MOST_READ_SHOWN = 5;

const byName = new Intl.Collator('sv').compare;

/** The language a new translation is in when none is given: the other one than its original's. */
function otherLanguage(language: ArticleLanguage): ArticleLanguage {
  return language === 'sv' ? 'en' : 'sv';
}
const compareKeys = (a: number | string, b: number | string): number => (typeof a === 'number' && typeof b === 'number' ? a - b : byName(String(a), String(b)));
