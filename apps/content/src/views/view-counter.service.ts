import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ArticlesRepository } from '../articles/articles.repository';

/** How often counted views are written: one $inc per read article per interval. */
export const VIEW_FLUSH_INTERVAL_MS = 5000;

/**
 * Counts article views in memory and writes them in batches, so a read never costs a database
 * write. Views not yet written are added to what readers see, and are written on shutdown; a
 * batch that fails to write is kept for the next one.
 */
@Injectable()
export class ViewCounter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ViewCounter.name);
  private pending = new Map<string, number>();
  /** The batch being written: still counted in what readers see until it is stored. */
  private writing = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly articles: ArticlesRepository) {}

  onModuleInit(): void {
    // Unref'd: the flush on shutdown writes what the timer has not.
    this.timer = setInterval(() => void this.flush(), VIEW_FLUSH_INTERVAL_MS).unref();
  }

  /** Runs before the platform closes the document store (Nest destroys modules before shutdown hooks). */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  count(articleId: string, views = 1): void {
    this.pending.set(articleId, (this.pending.get(articleId) ?? 0) + views);
  }

  /** Views counted and not yet written. */
  pendingFor(articleId: string): number {
    return (this.pending.get(articleId) ?? 0) + (this.writing.get(articleId) ?? 0);
  }

  /** Writes every counted view; concurrent calls run one after the other. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    this.writing = this.pending;
    this.pending = new Map();
    const failed = await this.articles.addViews(this.writing);
    for (const id of failed) this.pending.set(id, (this.pending.get(id) ?? 0) + (this.writing.get(id) ?? 0));
    this.writing = new Map();
    if (failed.length > 0) this.logger.warn(`Views of ${failed.length} articles not written; kept for the next batch`);
  }
}
