import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { TRANSPORT_NODES, type Actor, type AnswerOf, type PayloadOf, type RequestMessage, type RequestMeta } from '@labmedicin/contracts';
import {
  DOCUMENT_STORE,
  OBJECT_STORE,
  bootstrapService,
  createTransportClients,
  loadConfig,
  type DocumentStore,
  type ObjectStore,
  type PlatformConfig,
  type TransportClients,
} from '@labmedicin/platform';
import { freePortBlock } from '@labmedicin/platform/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module';
// eslint-disable-next-line @nx/enforce-module-boundaries -- usage comes from the real content service's events
import { AppModule as ContentModule } from '../../content/src/app.module';

export const actors = {
  admin: { id: 'a00000000000000000000001', username: 'admin', role: 'admin' },
  contributor: { id: 'a00000000000000000000002', username: 'writer', role: 'contributor' },
  user: { id: 'a00000000000000000000003', username: 'reader', role: 'user' },
} as const satisfies Record<string, Actor>;

export const meta = (actor: Actor | null): RequestMeta => ({ requestId: randomUUID(), actor });

export interface RunningMedia {
  config: PlatformConfig;
  service: INestMicroservice;
  /** Calls media over the real transport on behalf of `actor`. */
  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>, actor?: Actor | null): Promise<AnswerOf<M>>;
  /** Calls media under a given request meta (the same request id twice: a request run again). */
  sendWith<M extends RequestMessage>(message: M, payload: PayloadOf<M>, requestMeta: RequestMeta): Promise<AnswerOf<M>>;
  store(): DocumentStore;
  objects(): ObjectStore;
  close(): Promise<void>;
}

/**
 * media and the real content service beside it (content's article events keep media's usage; a
 * forced delete asks content to remove the image), each as its main starts it, sharing `dataDir`.
 */
export async function startMediaWithContent(dataDir: string): Promise<RunningMedia & { content: INestMicroservice }> {
  const media = await startMedia(dataDir);
  const content = await bootstrapService('content', media.config, ContentModule.forRoot(media.config));
  return {
    ...media,
    content,
    close: async () => {
      await content.close();
      await media.close();
    },
  };
}

/** Retries `probe` until it holds or 5 s have passed (for the effects of events). */
export async function eventually(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('the expected effect did not happen within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** media started as its main starts it, with NeDB and files in `dataDir` and free transport ports. */
export async function startMedia(dataDir: string, env: Record<string, string> = {}): Promise<RunningMedia> {
  const { platform: config } = loadConfig({}, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    TRANSPORT_PORT_BASE: String(await freePortBlock(TRANSPORT_NODES.length)),
    ...env,
  });
  const service = await bootstrapService('media', config, AppModule.forRoot(config));
  const clients: TransportClients = createTransportClients(config, 'gateway');
  return {
    config,
    service,
    send: (message, payload, actor = actors.contributor) => clients.send(message, payload, meta(actor)),
    sendWith: (message, payload, requestMeta) => clients.send(message, payload, requestMeta),
    store: () => service.get<DocumentStore>(DOCUMENT_STORE),
    objects: () => service.get<ObjectStore>(OBJECT_STORE),
    close: async () => {
      await clients.close();
      await service.close();
    },
  };
}
