import { Injectable, Logger } from '@nestjs/common';
import { ArticlesRepository } from '../store/articles.repository';

/**
 * Stores the views the gateway counted. The gateway is the one counter of views: it sees every
 * read, cached or not, and reports them in batches (one event per article and interval), so a
 * read never costs a message or a database write of its own.
 */
@Injectable()
export class ViewsService {
  private readonly logger = new Logger(ViewsService.name);

  constructor(private readonly articles: ArticlesRepository) {}

  async add(articleId: string, views: number): Promise<void> {
    const failed = await this.articles.addViews(new Map([[articleId, views]]));
    if (failed.length > 0) this.logger.warn(`${views} views of article ${articleId} were not stored`);
  }
}
