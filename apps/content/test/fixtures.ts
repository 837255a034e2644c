import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, Payload, Transport } from '@nestjs/microservices';
import { EVENTS, TRANSPORT_NODES, type Actor, type RequestMeta, type ServiceRequest } from '@labmedicin/contracts';
import { loadConfig, tcpAddressOf, type PlatformConfig } from '@labmedicin/platform';
import { freePort } from '@labmedicin/platform/testing';
import { createServer } from 'node:net';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

export const actors = {
  admin: { id: 'a00000000000000000000001', username: 'admin', role: 'admin' },
  contributor: { id: 'a00000000000000000000002', username: 'writer', role: 'contributor' },
  user: { id: 'a00000000000000000000003', username: 'reader', role: 'user' },
} as const satisfies Record<string, Actor>;

export const metaFor = (actor: Actor | null): RequestMeta => ({ requestId: randomUUID(), actor });

/** A 24-hex id that no store has handed out. */
export const unknownId = 'ffffffffffffffffffffffff';

/** The platform config of a content service with its data in `dataDir` and every transport port free. */
export async function testConfig(dataDir: string): Promise<PlatformConfig> {
  const portBase = await freePortBase();
  return loadConfig({}, { DATA_DIR: dataDir, TRANSPORT_PORT_BASE: String(portBase), LOG_LEVEL: 'silent', NODE_ENV: 'test' })
    .platform;
}

/** A port p with p .. p + (number of transport nodes - 1) all free a moment ago. */
async function freePortBase(): Promise<number> {
  for (;;) {
    const base = await freePort();
    const rest = TRANSPORT_NODES.slice(1).map((_, i) => base + i + 1);
    if ((await Promise.all(rest.map(isFree))).every(Boolean)) return base;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export interface EventRecorder {
  /** The data of every EVENTS.categoryChanged received, in arrival order. */
  readonly received: unknown[];
  /** Resolves once at least `count` events have arrived (fails after 5 s). */
  waitFor(count: number): Promise<unknown[]>;
  /** Resolves once an event deeply equal to `event` has arrived (fails after 5 s). */
  waitForEvent(event: unknown): Promise<void>;
  close(): Promise<void>;
}

/** Listens where the gateway would, over the real transport, and records what content emits. */
export async function startEventRecorder(config: PlatformConfig): Promise<EventRecorder> {
  const received: unknown[] = [];

  @Controller()
  class RecorderController {
    @EventPattern(EVENTS.categoryChanged)
    record(@Payload() request: ServiceRequest<unknown>): void {
      received.push(request.data);
    }
  }
  @Module({ controllers: [RecorderController] })
  class RecorderModule {}

  const app: INestMicroservice = await NestFactory.createMicroservice(RecorderModule, {
    transport: Transport.TCP,
    options: tcpAddressOf(config, 'gateway'),
    logger: false,
  });
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
    async waitFor(count) {
      await until(() => received.length >= count, () => `expected ${count} events, got ${received.length}`);
      return received;
    },
    waitForEvent: (event) =>
      until(
        () => received.some((r) => isDeepStrictEqual(r, event)),
        () => `no event ${JSON.stringify(event)} among ${JSON.stringify(received)}`,
      ),
    close: () => app.close(),
  };
}
