import { Controller, Module, type INestApplicationContext, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern } from '@nestjs/microservices';
import { EVENTS, type EventMessage, type ServiceRequest } from '@labmedicin/contracts';
import { anArticleInput } from '@labmedicin/contracts/testing';
import { serverOptionsFor, type NewDocument, type PlatformConfig } from '@labmedicin/platform';
import { makeTempDir, messageCaller, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { isDeepStrictEqual } from 'node:util';
import { AppModule } from '../src/app.module';
import { ArticlesController } from '../src/articles/articles.controller';
import { CategoriesController } from '../src/categories/categories.controller';
import { RevisionsController } from '../src/revisions/revisions.controller';
import { TagsController } from '../src/tags/tags.controller';
import { TranslationsController } from '../src/translations/translations.controller';
import type { ArticleDocument } from '../src/store/articles.repository';

/**
 * A stored article with empty clinical fields, for tests that need articles in the store without
 * going through the articles service (category counts and moves).
 */
export function articleDocument(
  values: Pick<ArticleDocument, 'categoryId' | 'slug' | 'title' | 'status'> & Partial<ArticleDocument>,
): NewDocument<ArticleDocument> {
  const now = new Date().toISOString();
  return {
    summary: `Om ${values.title}.`,
    content: `<p>${values.title}</p>`,
    tags: [],
    views: 0,
    version: 1,
    referenceRanges: [],
    analyses: [],
    clinicalSignificance: '',
    interpretation: '',
    relatedTests: [],
    references: [],
    images: [],
    createdAt: now,
    updatedAt: now,
    ...values,
  };
}

/** Valid editor input for a new article in `categoryId` (a draft); `overrides` replace fields. */
export const articleInput = anArticleInput;

/** Every handler of the content service, for calls in process as the transport makes them. */
export const CONTENT_CONTROLLERS = [ArticlesController, CategoriesController, RevisionsController, TagsController, TranslationsController];

export interface ContentContext {
  app: INestApplicationContext;
  /** Calls a content handler with a payload exactly as the transport delivers it. */
  call: ReturnType<typeof messageCaller>;
  config: PlatformConfig;
  dir: TempDir;
  events: EventRecorder;
  /** Closes the app (flushing views), the recorder and removes the data folder. */
  close(): Promise<void>;
}

/** The whole content app on NeDB files in a fresh temp dir, with a recorder where the gateway listens. */
export async function startContent(prefix: string, events: readonly EventMessage[] = CONTENT_EVENTS): Promise<ContentContext> {
  const dir = await makeTempDir(prefix);
  const config = await testConfig(dir.path);
  const recorder = await startEventRecorder(config, events);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
  return {
    app,
    call: messageCaller(app, CONTENT_CONTROLLERS),
    config,
    dir,
    events: recorder,
    async close() {
      await app.close();
      await recorder.close();
      await dir.remove();
    },
  };
}

/** Every event content emits about articles and tags. */
export const CONTENT_EVENTS: readonly EventMessage[] = [EVENTS.articleCreated, EVENTS.articleUpdated, EVENTS.articleDeleted, EVENTS.tagsChanged];

interface RecordedEvent {
  event: EventMessage;
  data: unknown;
}

export interface EventRecorder {
  /** The data of every recorded event received, in arrival order. */
  readonly received: unknown[];
  /** The same with each event's name. */
  readonly receivedEvents: RecordedEvent[];
  /** Resolves once at least `count` events have arrived (fails after 5 s). */
  waitFor(count: number): Promise<unknown[]>;
  /** Resolves once an event whose data deeply equals `data` (and of that name, if given) has arrived (fails after 5 s). */
  waitForEvent(data: unknown, event?: EventMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens where the gateway would, over the real transport, and records what content emits of
 * the given events (by default EVENTS.categoryChanged).
 */
export async function startEventRecorder(
  config: PlatformConfig,
  events: readonly EventMessage[] = [EVENTS.categoryChanged],
): Promise<EventRecorder> {
  const received: unknown[] = [];
  const receivedEvents: RecordedEvent[] = [];

  @Controller()
  class RecorderController {}
  // One handler per event name, each registered as @EventPattern would register it.
  events.forEach((event, i) => {
    const key = `record${i}`;
    Object.defineProperty(RecorderController.prototype, key, {
      value: (request: ServiceRequest<unknown>) => {
        received.push(request.data);
        receivedEvents.push({ event, data: request.data });
      },
    });
    const descriptor = Object.getOwnPropertyDescriptor(RecorderController.prototype, key) as PropertyDescriptor;
    EventPattern(event.pattern)(RecorderController.prototype, key, descriptor);
  });
  @Module({ controllers: [RecorderController] })
  class RecorderModule {}

  const app: INestMicroservice = await NestFactory.createMicroservice(RecorderModule, { ...serverOptionsFor(config, 'gateway'), logger: false });
  await app.listen();
  const until = async (done: () => boolean, failure: () => string) => {
    const deadline = Date.now() + 5000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(failure());
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    received,
    receivedEvents,
    async waitFor(count) {
      await until(() => received.length >= count, () => `expected ${count} events, got ${received.length}`);
      return received;
    },
    waitForEvent: (data, event) =>
      until(
        () => receivedEvents.some((r) => (!event || r.event === event) && isDeepStrictEqual(r.data, data)),
        () => `no event ${event?.pattern ?? ''} ${JSON.stringify(data)} among ${JSON.stringify(receivedEvents.map((r) => [r.event.pattern, r.data]))}`,
      ),
    close: () => app.close(),
  };
}
