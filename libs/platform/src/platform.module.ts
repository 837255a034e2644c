import {
  Controller,
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import type { Server } from 'node:http';
import { HEALTH_MESSAGES, type ServiceHealth, type TransportNode } from '@labmedicin/contracts';
import type { PlatformConfig } from './config';
import { createCache, type Cache, type CacheOptions } from './cache';
import { createDocumentStore, type DocumentStore } from './documents';
import { mongoDocumentsFor } from './documents/mongo-documents.module';
import { createObjectStore, type ObjectStore } from './objects';
import { createSearchEngine, type SearchEngine } from './search';
import { stopTracing, tracedAdapter } from './tracing';
import { ADAPTERS_HEALTH, READINESS, STORE_READINESS, cachedReadiness, checkDependencies, collectProcessMetrics, startOperationsServer, type Dependency, type Readiness, type ReadinessReport } from './operations';
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
  /**
   * Ports whose outage must not take the process out of its Service: they are left out of its
   * readiness (and still shown in its health). The gateway's object store: only uploads and
   * `/uploads` need it, which answer 503 while it is down.
   */
  outsideReadiness?: readonly string[];
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
    constructor(@Inject(ADAPTERS_HEALTH) private readonly adapters: Readiness) {}

    @Handles(HEALTH_MESSAGES[node])
    async health(): Promise<ServiceHealth> {
      const { ready, checks } = await this.adapters();
      return { status: ready ? 'ok' : 'degraded', checks };
    }
  }
  return HealthController;
}

const asDependency = ({ port, adapter }: OpenedAdapter): Dependency => ({ name: port, ping: () => adapter.ping() });

/**
 * Connects the adapters a node asked for, for its profile, and hands them out by token. A URL that
 * is set but unreachable fails the start with the adapter's message; there is no silent fallback.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('operations');
  private operations?: Server;

  constructor(
    @Inject(TRANSPORT_CLIENTS) private readonly transport: TransportClients,
    @Inject(OPENED_ADAPTERS) private readonly opened: OpenedAdapter[],
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(READINESS) private readonly readiness: Readiness,
  ) {}

  /** The operations port (OPS_PORT), once every adapter is open: /livez, /readyz, /metrics. */
  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.operations.port;
    if (port === null) return;
    this.operations = await startOperationsServer({ port, readiness: this.readiness, logger: this.logger }).catch((error: Error) => {
      throw new Error(`OPS_PORT ${port} cannot be opened: ${error.message}`);
    });
    this.logger.log(`operations port ${port}: /livez, /readyz, /metrics`);
  }

  static forNode(options: PlatformModuleOptions): DynamicModule {
    const { config, node } = options;
    const opened: OpenedAdapter[] = [];
    const track =
      (port: string) =>
      <T extends Adapter>(adapter: T): T => {
        opened.push({ port, adapter });
        // The caches are not traced: a session lookup on every request would drown the rest.
        return port.startsWith('cache:') ? adapter : tracedAdapter(port, adapter);
      };
    collectProcessMetrics(node);
    const providers: Provider[] = [
      { provide: OPENED_ADAPTERS, useValue: opened },
      {
        provide: READINESS,
        useFactory: (transport: TransportClients): Readiness => {
          const own = transport.dependency();
          const outside = new Set<string>(options.outsideReadiness ?? []);
          return cachedReadiness(() =>
            checkDependencies([...opened.filter(({ port }) => !outside.has(port)).map(asDependency), ...(own ? [own] : [])]),
          );
        },
        inject: [TRANSPORT_CLIENTS],
      },
      { provide: ADAPTERS_HEALTH, useValue: (): Promise<ReadinessReport> => checkDependencies(opened.map(asDependency)) },
      {
        provide: STORE_READINESS,
        useValue: (): Promise<ReadinessReport> => checkDependencies(opened.filter(({ port }) => port === 'documents').map(asDependency)),
      },
      { provide: PLATFORM_CONFIG, useValue: config },
      { provide: TRANSPORT_CLIENTS, useFactory: () => createTransportClients(config, node) },
      { provide: SERVICE_CLIENT, useExisting: TRANSPORT_CLIENTS },
      { provide: EVENT_PUBLISHER, useExisting: TRANSPORT_CLIENTS },
    ];
    const imports: DynamicModule[] = [];
    if (options.documents && node !== 'gateway' && config.mongo) {
      const mongo = mongoDocumentsFor(config.mongo, node);
      imports.push(mongo.module);
      providers.push({
        provide: DOCUMENT_STORE,
        useFactory: (connection: Parameters<typeof mongo.storeOver>[0]) => track('documents')(mongo.storeOver(connection)),
        inject: [mongo.connectionToken],
      });
    } else if (options.documents && node !== 'gateway') {
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
      imports,
      controllers: node === 'gateway' ? [] : [healthControllerFor(node)],
      providers,
      exports: providers.map((p) => (p as { provide: string }).provide),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise((resolve) => (this.operations ? this.operations.close(resolve) : resolve(undefined)));
    await this.transport.close();
    const adapters = this.opened.splice(0);
    await Promise.allSettled(adapters.map(({ adapter }) => adapter.close()));
    await stopTracing();
  }
}

export type { Cache, DocumentStore, ObjectStore, SearchEngine };
