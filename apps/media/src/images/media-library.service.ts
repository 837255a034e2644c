import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CONTENT_MESSAGES,
  canOpenAdminArea,
  isAdmin,
  paginationOf,
  type ArticleChangedEvent,
  type MediaDeleteResult,
  type MediaLibraryPage,
  type MediaListQuery,
  type MediaUsage,
  type RequestMeta,
} from '@labmedicin/contracts';
import { OBJECT_STORE, SERVICE_CLIENT, fail, type ObjectStore, type ServiceClient } from '@labmedicin/platform';
import { ImageUsageRepository } from './image-usage.repository';
import { ImagesRepository } from './images.repository';
import { toMediaItem } from './images.service';

/**
 * The media library: article images (never avatars) with how many articles show each, the
 * library's totals, and deleting. Usage is media's own copy, kept from content's article.* events;
 * deleting an image in use takes content's help to remove it from its articles first, so that no
 * published page ever points at a file that is gone.
 */
@Injectable()
export class MediaLibraryService {
  private readonly logger = new Logger(MediaLibraryService.name);

  constructor(
    private readonly images: ImagesRepository,
    private readonly usages: ImageUsageRepository,
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  /** Admins and contributors: the library page and the picker in the editor. */
  async list(meta: RequestMeta, query: MediaListQuery): Promise<MediaLibraryPage> {
    requireEditor(meta);
    const counts = await this.usages.usageCounts();
    const used = [...counts.keys()];
    const { records, total } = await this.images.libraryPage(
      { filter: query.filter, used, search: query.search },
      { field: query.sort, order: query.order },
      query.page,
      query.limit,
    );
    let totalSize = 0;
    let usedImages = 0;
    let unusedSize = 0;
    const all = await this.images.librarySizes();
    for (const { filename, size } of all) {
      totalSize += size;
      if (counts.has(filename)) usedImages += 1;
      else unusedSize += size;
    }
    return {
      data: records.map((record) => ({ ...toMediaItem(record), usageCount: counts.get(record.filename) ?? 0 })),
      stats: { totalImages: all.length, totalSize, usedImages, unusedImages: all.length - usedImages, unusedSize },
      pagination: paginationOf(query.page, query.limit, total),
    };
  }

  /**
   * The articles that use an image, in their current version or in earlier ones (which a restore
   * would show again): media knows which articles, content how their versions use it.
   */
  async usage(meta: RequestMeta, filename: string): Promise<MediaUsage> {
    requireEditor(meta);
    if (!(await this.images.findArticleImage(filename))) throw fail('IMAGE_NOT_FOUND');
    return this.usageOf(filename, meta);
  }

  private async usageOf(filename: string, meta: RequestMeta): Promise<MediaUsage> {
    const articleIds = await this.usages.articlesUsing(filename);
    const articles = articleIds.length === 0 ? [] : await this.services.send(CONTENT_MESSAGES.articlesImageUse, { filename, articleIds }, meta);
    return { usageCount: articles.length, articles };
  }

  /**
   * Admins only. An image that any version of an article shows is refused (with those articles
   * and versions, so the caller can say what the delete would break) unless `force`; with force,
   * content first removes it from every article that shows it now (each a new version, so the
   * published pages render without it), then the record and the file go: earlier versions that
   * showed it then show no image.
   */
  async delete(meta: RequestMeta, filename: string, force: boolean): Promise<MediaDeleteResult> {
    if (!meta.actor) throw fail('NOT_LOGGED_IN');
    if (!isAdmin(meta.actor)) throw fail('ADMIN_REQUIRED');
    if (!(await this.images.findArticleImage(filename))) throw fail('IMAGE_NOT_FOUND');
    if (!force) {
      const usage = await this.usageOf(filename, meta);
      if (usage.usageCount > 0) return { deleted: false, filename, usage };
    }
    // Content looks for itself, so an article media has not heard of yet loses the image too.
    const { articles: removedFrom } = await this.services.send(CONTENT_MESSAGES.articlesRemoveImage, { filename }, meta);
    if (!(await this.images.deleteByFilename(filename))) throw fail('IMAGE_NOT_FOUND');
    await this.usages.forgetImage(filename);
    await this.objects.delete(filename).catch((error: unknown) => {
      this.logger.warn(`Image ${filename} deleted, but its file stayed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return { deleted: true, filename, removedFrom };
  }

  /** An article created or saved: what it shows now replaces what it showed. */
  articleChanged(event: ArticleChangedEvent): Promise<void> {
    return this.usages.setArticle({ articleId: event.id, slug: event.slug, title: event.title, images: event.uploadedImages });
  }

  articleDeleted(event: ArticleChangedEvent): Promise<void> {
    return this.usages.forgetArticle(event.id);
  }
}

function requireEditor(meta: RequestMeta): void {
  if (!meta.actor) throw fail('NOT_LOGGED_IN');
  if (!canOpenAdminArea(meta.actor)) throw fail('ADMIN_AREA_REQUIRED');
}
