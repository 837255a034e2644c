import type { DynamicModule, INestMicroservice, Type } from '@nestjs/common';
import {
  TRANSPORT_NODES,
  isServiceErrorBody,
  type Actor,
  type AnswerOf,
  type PayloadOf,
  type RequestMessage,
  type RequestMeta,
  type ServiceErrorBody,
  type ServiceName,
} from '@labmedicin/contracts';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { loadConfig, type PlatformConfig } from '../config';
import type { DocumentStore } from '../documents';
import { DOCUMENT_STORE } from '../platform.module';
import { ServiceError } from '../errors';
import { bootstrapService, createTransportClients, type TransportClients } from '../transport';
import { freePortBlock } from './free-port';

/** Callers as the gateway names them in a request's meta, with ids of the shape the stores hand out. */
export const actors = {
  admin: { id: 'a00000000000000000000001', username: 'admin', role: 'admin' },
  contributor: { id: 'a00000000000000000000002', username: 'writer', role: 'contributor' },
  user: { id: 'a00000000000000000000003', username: 'reader', role: 'user' },
} as const satisfies Record<string, Actor>;

/**
 * The meta of a caller. Its request id is new each time it is read: every call a spec makes with
 * one meta is a request of its own, as every HTTP request through the gateway is (a create run
 * again under the same request id is taken for the same create).
 */
export const metaFor = (actor: Actor | null = null): RequestMeta => ({
  get requestId() {
    return randomUUID();
  },
  actor,
});

/** A 24-hex id that no store has handed out. */
export const unknownId = 'ffffffffffffffffffffffff';

/** The variables of a service under test: its data in `dataDir`, quiet logs and a free block of transport ports. */
/**
 * SERVICE_TIMEOUT_MS for services started inside a test process. They share one event loop with
 * the test and each other, so a machine busy for a second stalls them all at once, which the
 * circuit breaker would take for a service down (1 s in production). Tests of the breaker itself
 * set their own.
 */
export const IN_PROCESS_SERVICE_TIMEOUT_MS = '10000';

async function testEnv(dataDir: string, env: Record<string, string>): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVICE_TIMEOUT_MS: IN_PROCESS_SERVICE_TIMEOUT_MS,
    DATA_DIR: dataDir,
    TRANSPORT_PORT_BASE: String(await freePortBlock(TRANSPORT_NODES.length)),
    ...env,
  };
}

/** The platform config of services with their data in `dataDir` and every transport port free. */
export async function testConfig(dataDir: string, env: Record<string, string> = {}): Promise<PlatformConfig> {
  return loadConfig({}, await testEnv(dataDir, env)).platform;
}

export interface RunningService {
  config: PlatformConfig;
  service: INestMicroservice;
  /** The gateway's side of the transport. */
  clients: TransportClients;
  /** Calls the service over the real transport, as the gateway does, on behalf of `actor` (anonymous by default). */
  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>, actor?: Actor | null): Promise<AnswerOf<M>>;
  store(): DocumentStore;
  close(): Promise<void>;
}

/**
 * A service started as its main starts it (`moduleFor` builds its root module from the platform
 * config and its own variables, `extra`), with NeDB in `dataDir` and free transport ports.
 */
export async function startService<S extends z.ZodRawShape>(
  name: ServiceName,
  extra: S,
  moduleFor: (config: PlatformConfig, own: z.infer<z.ZodObject<S>>) => Type<unknown> | DynamicModule,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningService> {
  const { platform: config, service: own } = loadConfig(extra, await testEnv(dataDir, env));
  const service = await bootstrapService(name, config, moduleFor(config, own));
  const clients = createTransportClients(config, 'gateway');
  return {
    config,
    service,
    clients,
    send: (message, payload, actor = null) => clients.send(message, payload, metaFor(actor)),
    store: () => service.get<DocumentStore>(DOCUMENT_STORE),
    close: async () => {
      await clients.close();
      await service.close();
    },
  };
}

/** The error body a call fails with, raised by the service called or one it asked; fails the test if the call succeeds. */
export async function failureOf(call: Promise<unknown>): Promise<ServiceErrorBody> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (error instanceof ServiceError) return error.body;
  if (isServiceErrorBody(error)) return error;
  throw error;
}

/**
 * Retries `probe` until it holds or 5 s have passed (for the effects of events, and for a service
 * its caller has just seen start: a probe that throws has not held yet, and its last error is
 * named if the time runs out).
 */
export async function eventually(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    let failure = '';
    try {
      if (await probe()) return;
    } catch (error) {
      failure = `: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) throw new Error(`the expected effect did not happen within 5 s${failure}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
