import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CATEGORY_MESSAGES,
  EVENTS,
  canOpenAdminArea,
  categoryDeleteSchema,
  categoryIdSchema,
  categoryInputSchema,
  categoryListQuerySchema,
  isAdmin,
  slugify,
  type Category,
  type CategoryArticles,
  type CategoryChangedEvent,
  type CategoryDeleteResult,
  type RequestMeta,
} from '@labmedicin/contracts';
import {
  DuplicateKeyError,
  EVENT_PUBLISHER,
  badRequest,
  conflict,
  forbidden,
  notFound,
  parseOrThrow,
  unauthorized,
  type EventPublisher,
} from '@labmedicin/platform';
import { seesUnpublished } from '../articles/article-access';
import { ArticlesRepository } from '../articles/articles.repository';
import { ArticleSearchService } from '../search/article-search.service';
import { CategoriesRepository, type CategoryRecord } from './categories.repository';

/** Slug of a name made only of characters slugify drops. */
const FALLBACK_SLUG = 'kategori';

/**
 * Categories (SPEC §3-§5, §7): public list with article counts; admin writes, each announced with
 * EVENTS.categoryChanged; deleting a category that has articles moves them to another one first.
 * Data arrives unparsed from the transport and is validated here with the contracts' schemas.
 */
@Injectable()
export class CategoriesService {
  private readonly logger = new Logger(CategoriesService.name);

  constructor(
    private readonly categories: CategoriesRepository,
    private readonly articles: ArticlesRepository,
    private readonly search: ArticleSearchService,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  /** Readers' counts cover published articles only; editors count every status unless they ask for published. */
  async list(meta: RequestMeta, data?: unknown): Promise<Category[]> {
    const query = parseOrThrow(categoryListQuerySchema, data ?? {});
    const records = await this.categories.findAll();
    const counts = await this.articles.countByCategory(
      records.map((c) => c._id),
      { publishedOnly: !seesUnpublished(meta) || query.status === 'published' },
    );
    return records.map((record) => ({ ...record, articleCount: counts.get(record._id) ?? 0 }));
  }

  async create(meta: RequestMeta, data: unknown): Promise<Category> {
    requireAdmin(meta);
    const input = parseOrThrow(categoryInputSchema, data);
    await this.assertNameFree(input.name);
    const slug = await this.freeSlug(input.name);
    const created = await this.withNameConflict(() => this.categories.create({ ...input, slug }));
    await this.announce({ id: created._id, kind: 'created' }, meta);
    return { ...created, articleCount: 0 };
  }

  async update(meta: RequestMeta, data: unknown): Promise<Category> {
    requireAdmin(meta);
    const { id } = parseOrThrow(categoryIdSchema, data);
    const input = parseOrThrow(categoryInputSchema, (data as { input?: unknown }).input);
    const current = await this.get(id);
    await this.assertNameFree(input.name, id);
    const slug = slugFits(current.slug, input.name) ? current.slug : await this.freeSlug(input.name, id);
    const updated = await this.withNameConflict(() => this.categories.update(id, { ...input, slug }));
    if (!updated) throw notFound(CATEGORY_MESSAGES.notFound);
    await this.announce({ id, kind: 'updated' }, meta);
    return { ...updated, articleCount: await this.articles.countInCategory(id) };
  }

  /** SPEC §4: a category with articles needs another existing category to take them first. */
  async delete(meta: RequestMeta, data: unknown): Promise<CategoryDeleteResult> {
    requireAdmin(meta);
    const { id } = parseOrThrow(categoryIdSchema, data);
    const { moveToCategory: target } = parseOrThrow(categoryDeleteSchema, data);
    const category = await this.get(id);
    const articleCount = await this.articles.countInCategory(id);
    if (target === id) {
      throw badRequest(CATEGORY_MESSAGES.moveTargetSelf, { moveToCategory: CATEGORY_MESSAGES.moveTargetSelf });
    }
    if (target === null && articleCount > 0) {
      throw badRequest(CATEGORY_MESSAGES.moveTargetRequired, { moveToCategory: CATEGORY_MESSAGES.moveTargetRequired });
    }
    if (target !== null && !(await this.categories.findById(target))) {
      throw notFound(CATEGORY_MESSAGES.moveTargetNotFound);
    }
    let movedArticles = target ? await this.articles.moveCategory(id, target) : 0;
    await this.categories.delete(id);
    // An article saved into the category while it was being deleted follows the others.
    if (target) movedArticles += await this.articles.moveCategory(id, target);
    // The search index counts hits per category.
    if (target && movedArticles > 0) await this.search.syncCategory(target);
    await this.announce({ id, kind: 'deleted' }, meta);
    return { deleted: { ...category, articleCount }, movedArticles };
  }

  /** The delete dialog's count (SPEC §4) and the articles themselves; admin area only. */
  async articlesOf(meta: RequestMeta, data: unknown): Promise<CategoryArticles> {
    if (!meta.actor) throw unauthorized('Authentication required');
    if (!canOpenAdminArea(meta.actor)) throw forbidden('Admin privileges required');
    const { id } = parseOrThrow(categoryIdSchema, data);
    const category = await this.get(id);
    const articles = await this.articles.listInCategory(id);
    return { category: { ...category, articleCount: articles.length }, count: articles.length, articles };
  }

  private async get(id: string): Promise<CategoryRecord> {
    const category = await this.categories.findById(id);
    if (!category) throw notFound(CATEGORY_MESSAGES.notFound);
    return category;
  }

  private async assertNameFree(name: string, exceptId?: string): Promise<void> {
    if (await this.categories.findByName(name, exceptId)) throw nameTaken();
  }

  /** A concurrent write can still win the unique index between the check and the write. */
  private async withNameConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw nameTaken();
      throw error;
    }
  }

  /** slugify(name), or with -2, -3, ... when another category has it (names differing only in accents). */
  private async freeSlug(name: string, exceptId?: string): Promise<string> {
    const base = baseSlug(name);
    const taken = await this.categories.slugsLike(base, exceptId);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  /** The write is done; a gateway that misses the event only serves its cache a little longer. */
  private async announce(event: CategoryChangedEvent, meta: RequestMeta): Promise<void> {
    try {
      await this.events.emit(EVENTS.categoryChanged, event, meta);
    } catch (error) {
      this.logger.warn(`${EVENTS.categoryChanged} (${event.kind} ${event.id}) not delivered: ${String(error)}`);
    }
  }
}

function requireAdmin(meta: RequestMeta): void {
  if (!meta.actor) throw unauthorized('Authentication required');
  if (!isAdmin(meta.actor)) throw forbidden('Admin privileges required');
}

function nameTaken() {
  return conflict(CATEGORY_MESSAGES.nameTaken, { name: CATEGORY_MESSAGES.nameTaken });
}

function baseSlug(name: string): string {
  return slugify(name) || FALLBACK_SLUG;
}

/** A slug still belongs to a (renamed) category when it is the new name's slug, possibly numbered. */
function slugFits(slug: string, name: string): boolean {
  return new RegExp(`^${baseSlug(name)}(-\\d+)?$`).test(slug);
}
