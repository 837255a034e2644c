import { Controller } from '@nestjs/common';
import { EVENTS, type RequestOf } from '@labmedicin/contracts';
import { OnEvent } from '@labmedicin/platform';
import { ArticleCache } from './article-cache';

/**
 * Content's events are the one owner of cache invalidation: every article, tag or category
 * change, whoever made it, drops the cached public answers that may show it; an article's linked
 * versions too, whose pages show its title, status and whether they are outdated. Content announces a
 * change before it answers the write, so the writer's next read normally finds it gone already.
 */
@Controller()
export class ContentEventsController {
  constructor(private readonly cache: ArticleCache) {}

  @OnEvent(EVENTS.articleCreated)
  async articleCreated({ data }: RequestOf<typeof EVENTS.articleCreated>): Promise<void> {
    await this.cache.articlesChanged([data.slug, ...data.linkedSlugs]);
  }

  @OnEvent(EVENTS.articleUpdated)
  async articleUpdated({ data }: RequestOf<typeof EVENTS.articleUpdated>): Promise<void> {
    await this.cache.articlesChanged([data.slug, ...data.linkedSlugs]);
  }

  @OnEvent(EVENTS.articleDeleted)
  async articleDeleted({ data }: RequestOf<typeof EVENTS.articleDeleted>): Promise<void> {
    await this.cache.articlesChanged([data.slug, ...data.linkedSlugs]);
  }

  @OnEvent(EVENTS.tagsChanged)
  async tagsChanged({ data }: RequestOf<typeof EVENTS.tagsChanged>): Promise<void> {
    await this.cache.articlesChanged(data.articles.map((article) => article.slug));
  }

  /** Articles carry their category's name and colour, and categories their counts. */
  @OnEvent(EVENTS.categoryChanged)
  async categoryChanged(): Promise<void> {
    await this.cache.allChanged();
  }
}
