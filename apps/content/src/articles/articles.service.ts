import { Injectable } from '@nestjs/common';
import {
  ARTICLE_MESSAGES,
  VALIDATION_MESSAGES,
  articleInputSchema,
  articleListQuerySchema,
  articleSearchQuerySchema,
  articleSlugSchema,
  articleUpdateInputSchema,
  hasVisibleContent,
  isAdmin,
  objectIdSchema,
  paginationOf,
  type Actor,
  type Article,
  type ArticleDeleteResult,
  type ArticleInput,
  type ArticlePage,
  type ArticleSearchResult,
  type RequestMeta,
} from '@labmedicin/contracts';
import { badRequest, conflict, forbidden, notFound, parseOrThrow } from '@labmedicin/platform';
import { CategoriesRepository } from '../categories/categories.repository';
import { ArticleSearchService } from '../search/article-search.service';
import { ViewCounter } from '../views/view-counter.service';
import { requireAdmin, requireEditor, seesUnpublished } from './article-access';
import { storedFieldsOf } from './article-fields';
import { ArticleResponses } from './article-responses';
import { ArticleWriter } from './article-writer';
import { ArticlesRepository, type ArticleDocument, type ArticleFields } from './articles.repository';

/**
 * Articles (SPEC §3-§5, §7): public reads of published articles; admins and contributors see and
 * write drafts, only admins publish and delete. Data arrives unparsed from the transport and is
 * validated here with the contracts' schemas; writes go through the ArticleWriter.
 */
@Injectable()
export class ArticlesService {
  constructor(
    private readonly articles: ArticlesRepository,
    private readonly categories: CategoriesRepository,
    private readonly writer: ArticleWriter,
    private readonly responses: ArticleResponses,
    private readonly search: ArticleSearchService,
    private readonly views: ViewCounter,
  ) {}

  async list(meta: RequestMeta, data: unknown): Promise<ArticlePage> {
    const query = parseOrThrow(articleListQuerySchema, data ?? {});
    const status = seesUnpublished(meta) ? query.status : 'published';
    const empty = { data: [], pagination: paginationOf(query.page, query.limit, 0) };
    let categoryId: string | undefined;
    if (query.category) {
      const category = await this.findCategory(query.category);
      if (!category) return empty;
      categoryId = category._id;
    }
    const { records, total } = await this.articles.page(
      { status, categoryId, tag: query.tag },
      { field: query.sort, order: query.order },
      query.page,
      query.limit,
    );
    return { data: await this.responses.listItems(records), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** One article; drafts and archived ones only for admins and contributors. Each read of a published one is a view. */
  async get(meta: RequestMeta, data: unknown): Promise<Article> {
    const { slug } = parseOrThrow(articleSlugSchema, data);
    const article = await this.articles.findBySlug(slug);
    if (!article || (article.status !== 'published' && !seesUnpublished(meta))) throw notFound(ARTICLE_MESSAGES.notFound);
    if (article.status === 'published') this.views.count(article._id);
    return this.responses.article(article);
  }

  async create(meta: RequestMeta, data: unknown): Promise<Article> {
    const actor = requireEditor(meta);
    const input = parseOrThrow(articleInputSchema, data);
    assertMayPublish(actor, input);
    const created = await this.writer.create(await this.fieldsOf(input), actor.username, meta, input.changeDescription);
    return this.responses.article(created);
  }

  /** A save based on an older version than the current one is refused (409) and writes nothing. */
  async update(meta: RequestMeta, data: unknown): Promise<Article> {
    const actor = requireEditor(meta);
    const { slug } = parseOrThrow(articleSlugSchema, data);
    const input = parseOrThrow(articleUpdateInputSchema, (data as { input?: unknown }).input);
    const current = await this.articles.findBySlug(slug);
    if (!current) throw notFound(ARTICLE_MESSAGES.notFound);
    // A contributor's change to a published article would go live, or take it offline.
    if (!isAdmin(actor) && current.status !== 'draft') throw forbidden(ARTICLE_MESSAGES.editPublishedAdminOnly);
    assertMayPublish(actor, input);
    if (input.baseVersion !== current.version) throw conflict(ARTICLE_MESSAGES.staleEdit);
    const saved = await this.writer.save(current, await this.fieldsOf(input), actor.username, meta, input.changeDescription);
    return this.responses.article(saved);
  }

  async delete(meta: RequestMeta, data: unknown): Promise<ArticleDeleteResult> {
    requireAdmin(meta);
    const { slug } = parseOrThrow(articleSlugSchema, data);
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound(ARTICLE_MESSAGES.notFound);
    await this.writer.delete(article, meta);
    return { deleted: { _id: article._id, slug: article.slug, title: article.title } };
  }

  /** Published articles only, best match first, with how many hits fall in each category. */
  async searchPublished(data: unknown): Promise<ArticleSearchResult> {
    const { q, page, limit } = parseOrThrow(articleSearchQuerySchema, data ?? {});
    if (q === '') return { data: [], pagination: paginationOf(page, limit, 0), categories: [] };
    const hits = await this.search.searchPublished(q, (page - 1) * limit, limit);
    // The index follows the store; an article unpublished a moment ago is not shown.
    const records = (await this.articles.listRecordsByIds(hits.ids)).filter((record) => record.status === 'published');
    const categories = await this.responses.categoryLookup();
    return {
      data: await this.responses.listItems(records),
      pagination: paginationOf(page, limit, hits.total),
      categories: Object.entries(hits.categoryCounts)
        .flatMap(([id, count]) => {
          const category = categories.get(id);
          return category ? [{ ...category, count }] : [];
        })
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv')),
    };
  }

  /** A category named by id or slug. */
  private async findCategory(idOrSlug: string) {
    if (objectIdSchema.safeParse(idOrSlug).success) return this.categories.findById(idOrSlug);
    return (await this.categories.findAll()).find((category) => category.slug === idOrSlug) ?? null;
  }

  /** The stored fields of valid input, once its category exists and its content survives sanitizing. */
  private async fieldsOf(input: ArticleInput): Promise<ArticleFields> {
    if (!(await this.categories.findById(input.category))) {
      throw badRequest('Validation failed', { category: ARTICLE_MESSAGES.categoryNotFound });
    }
    const fields = storedFieldsOf(input);
    // Content of nothing but a script is no content once sanitized.
    if (!hasVisibleContent(fields.content)) throw badRequest('Validation failed', { content: VALIDATION_MESSAGES.contentRequired });
    return fields;
  }
}

/** Publishing (and archiving) is for admins; a contributor saves drafts. */
function assertMayPublish(actor: Actor, input: { status: ArticleDocument['status'] }): void {
  if (!isAdmin(actor) && input.status !== 'draft') throw forbidden(ARTICLE_MESSAGES.publishAdminOnly);
}
