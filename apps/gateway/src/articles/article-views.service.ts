import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EVENTS } from '@labmedicin/contracts';
import { EVENT_PUBLISHER, newRequestId, type EventPublisher } from '@labmedicin/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { HttpCacheService } from '../http-cache/http-cache.service';

/**
 * Views of articles, counted here for every read and reported to content with one article.viewed
 * event per article and interval (VIEW_REPORT_INTERVAL_MS; a read costs no message of its own), and once more when the
 * gateway stops. Each report also moves the count in the cached answers that show the article,
 * so readers of cached pages see it follow the reads.
 */
@Injectable()
export class ArticleViewsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ArticleViewsService.name);
  private counted = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  /** Logs the first lost report of a run of failures, not every one. */
  private failing = false;

  constructor(
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly httpCache: HttpCacheService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.report(), this.config.viewReportIntervalMs).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.report();
  }

  record(articleId: string): void {
    this.counted.set(articleId, (this.counted.get(articleId) ?? 0) + 1);
  }

  /** Sends what was counted since the last report. */
  async report(): Promise<void> {
    if (this.counted.size === 0) return;
    const batch = this.counted;
    this.counted = new Map();
    const meta = { requestId: newRequestId(), actor: null };
    await Promise.all([
      // A patch lost (the cache unreachable) leaves the cached count behind until the answer expires.
      ...[...batch].map(([id, count]) => this.httpCache.viewsAdded(id, count).catch(() => undefined)),
      ...[...batch].map(([id, count]) =>
        this.events.emit(EVENTS.articleViewed, { id, count }, meta).then(
          () => {
            this.failing = false;
          },
          (error: unknown) => {
            if (!this.failing) this.logger.warn(`${count} views of article ${id} were not counted: ${error instanceof Error ? error.message : String(error)}`);
            this.failing = true;
          },
        ),
      ),
    ]);
  }
}
