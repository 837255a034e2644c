import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import { TRANSPORT_NODES, type AnswerOf, type PayloadOf, type RequestMessage, type RequestMeta } from '@labmedicin/contracts';
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

export const meta = (): RequestMeta => ({ requestId: randomUUID(), actor: null });

export interface RunningMedia {
  config: PlatformConfig;
  service: INestMicroservice;
  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>): Promise<AnswerOf<M>>;
  store(): DocumentStore;
  objects(): ObjectStore;
  close(): Promise<void>;
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
    send: (message, payload) => clients.send(message, payload, meta()),
    store: () => service.get<DocumentStore>(DOCUMENT_STORE),
    objects: () => service.get<ObjectStore>(OBJECT_STORE),
    close: async () => {
      await clients.close();
      await service.close();
    },
  };
}
