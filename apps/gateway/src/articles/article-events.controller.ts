import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type ArticleChangedEvent, type ServiceRequest, type TagsChangedEvent } from '@labmedicin/contracts';
import { ArticleCache } from './article-cache';

/** Content's events about articles: the cached public answers that may show them are stale. */
@Controller()
export class ArticleEventsController {
  constructor(private readonly cache: ArticleCache) {}

  @EventPattern(EVENTS.articleCreated)
  async articleCreated(@Payload() { data }: ServiceRequest<ArticleChangedEvent>): Promise<void> {
    await this.cache.articlesChanged([data.slug]);
  }

  @EventPattern(EVENTS.articleUpdated)
  async articleUpdated(@Payload() { data }: ServiceRequest<ArticleChangedEvent>): Promise<void> {
    await this.cache.articlesChanged([data.slug]);
  }

  @EventPattern(EVENTS.articleDeleted)
  async articleDeleted(@Payload() { data }: ServiceRequest<ArticleChangedEvent>): Promise<void> {
    await this.cache.articlesChanged([data.slug]);
  }

  @EventPattern(EVENTS.tagsChanged)
  async tagsChanged(@Payload() { data }: ServiceRequest<TagsChangedEvent>): Promise<void> {
    await this.cache.articlesChanged(data.articles.map((article) => article.slug));
  }

  /** Articles carry their category's name and colour. (The category answers have their own listener.) */
  @EventPattern(EVENTS.categoryChanged)
  async categoryChanged(): Promise<void> {
    await this.cache.allChanged();
  }
}
