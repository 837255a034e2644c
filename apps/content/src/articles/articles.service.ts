import { Injectable } from '@nestjs/common';
import {
  fieldFailure,
  hasVisibleContent,
  isAdmin,
  objectIdSchema,
  paginationOf,
  searchTermsOf,
  type Actor,
  type Article,
  type ArticleDeleteResult,
  type ArticleInput,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleSearchQuery,
  type ArticleSearchResult,
  type ArticleUpdateInput,
  type RequestMeta,
} from '@labmedicin/contracts';
import { ServiceError, fail } from '@labmedicin/platform';
import { CategoriesRepository } from '../store/categories.repository';
import { ArticleSearchService } from '../search/article-search.service';
import { requireAdmin, requireEditor, seesUnpublished } from '../access/content-access';
import { storedFieldsOf } from '../writing/article-fields';
import { ArticleResponses } from '../writing/article-responses';
import { ArticleWriter } from '../writing/article-writer';
import { ArticlesRepository, type ArticleDocument, type ArticleFields } from '../store/articles.repository';

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
    private readonly writer: ArticleWriter,
    private readonly responses: ArticleResponses,
    private readonly search: ArticleSearchService,
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
    const { records, total } = await this.articles.page(
      { status, categoryId, tag: query.tag },
      { field: query.sort, order: query.order },
      query.page,
      query.limit,
    );
    return { data: await this.responses.listItems(records), pagination: paginationOf(query.page, query.limit, total) };
  }

  /** One article; drafts and archived ones only for admins and contributors. (The gateway counts the views.) */
  async get(meta: RequestMeta, slug: string): Promise<Article> {
    const article = await this.articles.findBySlug(slug);
    if (!article || (article.status !== 'published' && !seesUnpublished(meta))) throw fail('ARTICLE_NOT_FOUND');
    return this.responses.article(article);
  }

  async create(meta: RequestMeta, input: ArticleInput): Promise<Article> {
    const actor = requireEditor(meta);
    assertMayPublish(actor, input);
    const created = await this.writer.create(await this.fieldsOf(input), actor.username, meta, input.changeDescription);
    return this.responses.article(created);
  }

  /** A save based on an older version than the current one is refused (409) and writes nothing. */
  async update(meta: RequestMeta, { slug, ...input }: ArticleUpdateInput & { slug: string }): Promise<Article> {
    const actor = requireEditor(meta);
    const current = await this.articles.findBySlug(slug);
    if (!current) throw fail('ARTICLE_NOT_FOUND');
    // A contributor's change to a published article would go live, or take it offline.
    if (!isAdmin(actor) && current.status !== 'draft') throw fail('ARTICLE_EDIT_PUBLISHED_ADMIN_ONLY');
    assertMayPublish(actor, input);
    if (input.baseVersion !== current.version) throw fail('ARTICLE_STALE_EDIT');
    const saved = await this.writer.save(current, await this.fieldsOf(input), actor.username, meta, input.changeDescription);
    return this.responses.article(saved);
  }

  async delete(meta: RequestMeta, slug: string): Promise<ArticleDeleteResult> {
    requireAdmin(meta);
    const article = await this.articles.findBySlug(slug);
    if (!article) throw fail('ARTICLE_NOT_FOUND');
    await this.writer.delete(article, meta);
    return { deleted: { _id: article._id, slug: article.slug, title: article.title } };
  }

  /** Published articles only, best match first, with how many hits fall in each category. */
  async searchPublished({ q, page, limit }: ArticleSearchQuery): Promise<ArticleSearchResult> {
    if (searchTermsOf(q) === null) return { data: [], pagination: paginationOf(page, limit, 0), categories: [] };
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
      throw new ServiceError(fieldFailure('VALIDATION_FAILED', { category: 'categoryNotFound' }));
    }
    const fields = storedFieldsOf(input);
    // Content of nothing but a script is no content once sanitized.
    if (!hasVisibleContent(fields.content)) throw new ServiceError(fieldFailure('VALIDATION_FAILED', { content: 'contentRequired' }));
    return fields;
  }
}

/** Publishing (and archiving) is for admins; a contributor saves drafts. */
function assertMayPublish(actor: Actor, input: { status: ArticleDocument['status'] }): void {
  if (!isAdmin(actor) && input.status !== 'draft') throw fail('ARTICLE_PUBLISH_ADMIN_ONLY');
}
