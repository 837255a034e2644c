import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CONTENT_MESSAGES } from '@labmedicin/contracts';
import { DOCUMENT_STORE, DuplicateKeyError, SERVICE_CLIENT, type DocumentCollection, type DocumentStore, type ServiceClient } from '@labmedicin/platform';
import { ImageUsageRepository } from './image-usage.repository';

/** The fill's entry in the 'usage-fills' collection once it has run to the end. */
const FILL = 'earlier-versions';
const PAGE_SIZE = 100;
/** Content may still be starting: the fill waits this long before it asks again. */
const RETRY_MS = 5000;
/** Failures said only from this one on: the first ones are content starting. */
const QUIET_ATTEMPTS = 12;

interface FillDocument {
  _id: string;
  name: string;
}

/**
 * Fills in, once, the images earlier versions showed for the usages media stored before it kept
 * them (content's events only ever said what the current version shows), so that an image only an
 * old revision shows counts as used there too. Runs in the background after start, page by page of
 * content's articles, and again from the start after a stop half way (what it adds is a set, so
 * twice does no harm, and replicas may run it side by side).
 */
@Injectable()
export class EarlierVersionsFill implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EarlierVersionsFill.name);
  private readonly fills: DocumentCollection<FillDocument>;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private attempts = 0;

  constructor(
    @Inject(DOCUMENT_STORE) store: DocumentStore,
    private readonly usages: ImageUsageRepository,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {
    this.fills = store.collection<FillDocument>('usage-fills');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.fills.ensureIndex({ fields: { name: 1 }, unique: true });
    if (!(await this.fills.findOne({ name: FILL }))) this.schedule(0);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.run().catch((error: unknown) => {
        this.attempts += 1;
        const text = `Usage of earlier versions not filled in yet, trying again: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
        if (this.attempts >= QUIET_ATTEMPTS) this.logger.warn(text);
        else this.logger.debug(text);
        this.schedule(RETRY_MS);
      });
    }, ms);
  }

  /** Every page of content's articles; done once the last is added. */
  async run(): Promise<void> {
    let filled = 0;
    for (let page = 1, pages = 1; page <= pages && !this.stopped; page += 1) {
      const answer = await this.services.send(CONTENT_MESSAGES.articlesImagesOfVersions, { page, limit: PAGE_SIZE }, { requestId: `usage-fill-${page}`, actor: null });
      for (const { articleId, slug, title, images, everShown } of answer.data) await this.usages.addEverShown({ articleId, slug, title, images, everShown });
      filled += answer.data.length;
      pages = answer.pagination.pages;
    }
    if (this.stopped) return;
    try {
      await this.fills.insertOne({ name: FILL });
    } catch (error) {
      // Another replica finished it too.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    if (filled > 0) this.logger.log(`Usage of earlier versions filled in for ${filled} articles`);
  }
}
