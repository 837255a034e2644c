import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EVENTS,
  fieldFailure,
  freeSlug,
  slugify,
  type Category,
  type CategoryArticles,
  type CategoryChangedEvent,
  type CategoryDeleteResult,
  type CategoryInput,
  type CategoryListQuery,
  type RequestMeta,
} from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DuplicateKeyError, EVENT_PUBLISHER, ServiceError, fail, type EventPublisher } from '@labmedicin/platform';
import { requireAdmin, requireEditor, seesUnpublished } from '../access/content-access';
import { ArticlesRepository } from '../store/articles.repository';
import { ArticleSearchService } from '../search/article-search.service';
import { CategoriesRepository, type CategoryRecord } from '../store/categories.repository';

/** Slug of a name made only of characters slugify drops. */
const FALLBACK_SLUG = 'kategori';

/**
 * Categories: public list with article counts; admin writes, each announced with
 * EVENTS.categoryChanged; deleting a category that has articles moves them to another one first.
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

  /**
   * Readers' counts cover published articles only; editors count every status unless they ask for
   * published. With the reader's language a translation group counts once, as the list shows it.
   */
  async list(meta: RequestMeta, query: CategoryListQuery): Promise<Category[]> {
    const records = await this.categories.findAll();
    const counts = await this.articles.countByCategory(
      records.map((c) => c._id),
      { publishedOnly: !seesUnpublished(meta) || query.status === 'published', language: query.language },
    );
    return records.map((record) => ({ ...record, articleCount: counts.get(record._id) ?? 0 }));
  }

  async create(meta: RequestMeta, input: CategoryInput): Promise<Category> {
    requireAdmin(meta);
    // Run again under its request id (a replica taking over from one that died after storing),
    // a create answers the category it stored rather than refusing its name as taken.
    const earlier = await this.categories.findCreatedBy(meta.requestId, input.name);
    if (earlier) return { ...earlier, articleCount: await this.articles.countInCategory(earlier._id) };
    await this.assertNameFree(input.name);
    const slug = await this.freeSlug(input.name);
    const created = await this.withNameConflict(() => this.categories.create({ ...input, slug }, meta.requestId));
    await this.announce({ id: created._id, kind: 'created' }, meta);
    return { ...created, articleCount: 0 };
  }

  async update(meta: RequestMeta, id: string, input: CategoryInput): Promise<Category> {
    requireAdmin(meta);
    const current = await this.get(id);
    await this.assertNameFree(input.name, id);
    const slug = slugFits(current.slug, input.name) ? current.slug : await this.freeSlug(input.name, id);
    const updated = await this.withNameConflict(() => this.categories.update(id, { ...input, slug }));
    if (!updated) throw fail('CATEGORY_NOT_FOUND');
    await this.announce({ id, kind: 'updated' }, meta);
    return { ...updated, articleCount: await this.articles.countInCategory(id) };
  }

  /** A category with articles needs another existing category to take them first; nothing is orphaned. */
  async delete(meta: RequestMeta, id: string, target: string | null): Promise<CategoryDeleteResult> {
    requireAdmin(meta);
    const category = await this.get(id);
    const articleCount = await this.articles.countInCategory(id);
    if (target === id) {
      throw new ServiceError(fieldFailure('CATEGORY_MOVE_TARGET_SELF', { moveToCategory: 'moveTargetSelf' }));
    }
    if (target === null && articleCount > 0) {
      throw new ServiceError(fieldFailure('CATEGORY_MOVE_TARGET_REQUIRED', { moveToCategory: 'moveToCategoryInvalid' }));
    }
    if (target !== null && !(await this.categories.findById(target))) {
      throw fail('CATEGORY_MOVE_TARGET_NOT_FOUND');
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

  /** The delete dialog's count and the articles themselves; admin area only. */
  async articlesOf(meta: RequestMeta, id: string): Promise<CategoryArticles> {
    requireEditor(meta);
    const category = await this.get(id);
    const articles = await this.articles.listInCategory(id);
    return { category: { ...category, articleCount: articles.length }, count: articles.length, articles };
  }

  private async get(id: string): Promise<CategoryRecord> {
    const category = await this.categories.findById(id);
    if (!category) throw fail('CATEGORY_NOT_FOUND');
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
      // A request id another create already used (it comes from the caller) is no name conflict.
      if (error instanceof DuplicateKeyError) throw error.fields.includes(CREATED_BY_REQUEST) ? fail('DUPLICATE_RECORD') : nameTaken();
      throw error;
    }
  }

  /** slugify(name), or with -2, -3, ... when another category has it (names differing only in accents). */
  private async freeSlug(name: string, exceptId?: string): Promise<string> {
    const base = baseSlug(name);
    const taken = await this.categories.slugsLike(base, exceptId);
    return freeSlug(base, (slug) => taken.has(slug));
  }

  /** The write is done; a gateway that misses the event only serves its cache a little longer. */
  private async announce(event: CategoryChangedEvent, meta: RequestMeta): Promise<void> {
    try {
      await this.events.emit(EVENTS.categoryChanged, event, meta);
    } catch (error) {
      this.logger.warn(`${EVENTS.categoryChanged.pattern} (${event.kind} ${event.id}) not delivered: ${String(error)}`);
    }
  }
}

function nameTaken() {
  return new ServiceError(fieldFailure('CATEGORY_NAME_TAKEN', { name: 'categoryNameTaken' }));
}

function baseSlug(name: string): string {
  return slugify(name) || FALLBACK_SLUG;
}

/** A slug still belongs to a (renamed) category when it is the new name's slug, possibly numbered. */
function slugFits(slug: string, name: string): boolean {
  return new RegExp(`^${baseSlug(name)}(-\\d+)?$`).test(slug);
}
