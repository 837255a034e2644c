import { Controller, Global, Inject, Module, type DynamicModule, type OnApplicationShutdown, type Provider, type Type } from '@nestjs/common';
import { HEALTH_MESSAGES, type ServiceHealth, type TransportNode } from '@labmedicin/contracts';
import type { PlatformConfig } from './config';
import { createCache, type Cache, type CacheOptions } from './cache';
import { createDocumentStore, type DocumentStore } from './documents';
import { createObjectStore, type ObjectStore } from './objects';
import { createSearchEngine, type SearchEngine } from './search';
import { EVENT_PUBLISHER, Handles, SERVICE_CLIENT, createTransportClients, type TransportClients } from './transport';

export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
export const OBJECT_STORE = Symbol('OBJECT_STORE');
export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');
const TRANSPORT_CLIENTS = Symbol('TRANSPORT_CLIENTS');
const OPENED_ADAPTERS = Symbol('OPENED_ADAPTERS');

/** The cache token for a namespace, e.g. cacheToken('sessions'). */
export const cacheToken = (namespace: string): string => `CACHE:${namespace}`;

export interface PlatformModuleOptions {
  node: TransportNode;
  config: PlatformConfig;
  /** Which ports this node uses; each is connected (and pinged) at start, closed at shutdown. */
  documents?: boolean;
  objects?: boolean;
  search?: boolean;
  caches?: CacheOptions[];
}

interface Adapter {
  ping(): Promise<void>;
  close(): Promise<void>;
}
interface OpenedAdapter {
  port: string;
  adapter: Adapter;
}

/** Answers the gateway's health call with the state of every adapter this service opened. */
function healthControllerFor(node: Exclude<TransportNode, 'gateway'>): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Inject(OPENED_ADAPTERS) private readonly opened: OpenedAdapter[]) {}

    @Handles(HEALTH_MESSAGES[node])
    async health(): Promise<ServiceHealth> {
      const checks: ServiceHealth['checks'] = {};
      await Promise.all(
        this.opened.map(async ({ port, adapter }) => {
          checks[port] = await adapter.ping().then(
            () => 'ok',
            (error: unknown) => (error instanceof Error ? error.message : String(error)),
          );
        }),
      );
      return { status: Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'degraded', checks };
    }
  }
  return HealthController;
}

/**
 * Connects the adapters a node asked for, for its profile, and hands them out by token. A URL that
 * is set but unreachable fails the start with the adapter's message; there is no silent fallback.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    @Inject(TRANSPORT_CLIENTS) private readonly transport: TransportClients,
    @Inject(OPENED_ADAPTERS) private readonly opened: OpenedAdapter[],
  ) {}

  static forNode(options: PlatformModuleOptions): DynamicModule {
    const { config, node } = options;
    const opened: OpenedAdapter[] = [];
    const track =
      (port: string) =>
      <T extends Adapter>(adapter: T): T => {
        opened.push({ port, adapter });
        return adapter;
      };
    const providers: Provider[] = [
      { provide: OPENED_ADAPTERS, useValue: opened },
      { provide: PLATFORM_CONFIG, useValue: config },
      { provide: TRANSPORT_CLIENTS, useFactory: () => createTransportClients(config, node) },
      { provide: SERVICE_CLIENT, useExisting: TRANSPORT_CLIENTS },
      { provide: EVENT_PUBLISHER, useExisting: TRANSPORT_CLIENTS },
    ];
    if (options.documents && node !== 'gateway') {
      providers.push({ provide: DOCUMENT_STORE, useFactory: async () => track('documents')(await createDocumentStore(config, node)) });
    }
    if (options.objects) {
      providers.push({ provide: OBJECT_STORE, useFactory: async () => track('objects')(await createObjectStore(config)) });
    }
    if (options.search) {
      providers.push({ provide: SEARCH_ENGINE, useFactory: async () => track('search')(await createSearchEngine(config, node)) });
    }
    for (const cache of options.caches ?? []) {
      providers.push({ provide: cacheToken(cache.namespace), useFactory: async () => track(`cache:${cache.namespace}`)(await createCache(config, cache)) });
    }
    return {
      module: PlatformModule,
      controllers: node === 'gateway' ? [] : [healthControllerFor(node)],
      providers,
      exports: providers.map((p) => (p as { provide: string }).provide),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.close();
    const adapters = this.opened.splice(0);
    await Promise.allSettled(adapters.map(({ adapter }) => adapter.close()));
  }
}

export type { Cache, DocumentStore, ObjectStore, SearchEngine };
