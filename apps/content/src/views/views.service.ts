import { Injectable, Logger } from '@nestjs/common';
import { ArticleViewsRepository } from '../store/article-views.repository';
import { ArticlesRepository } from '../store/articles.repository';

/**
 * Stores the views the gateway counted. The gateway is the one counter of views: it sees every
 * read, cached or not, and reports them in batches (one event per article and interval), so a
 * read never costs a message or a database write of its own. Each report adds to the article's
 * small counter in 'articleViews'; the article itself is not written, so its stored document
 * and its revision stay as they are.
 */
@Injectable()
export class ViewsService {
  private readonly logger = new Logger(ViewsService.name);

  constructor(
    private readonly viewCounts: ArticleViewsRepository,
    private readonly articles: ArticlesRepository,
  ) {}

  async add(articleId: string, views: number): Promise<void> {
    try {
      if (await this.viewCounts.increment(articleId, views)) return;
      // A first report starts a counter only for an article that exists: a report can arrive
      // after its article was deleted, and must not leave a counter behind.
      if (!(await this.articles.exists(articleId))) return;
      await this.viewCounts.add(articleId, views);
    } catch (error) {
      this.logger.warn(`${views} views of article ${articleId} were not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
