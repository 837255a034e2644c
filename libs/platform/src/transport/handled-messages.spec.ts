import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice } from '@nestjs/common';
import { TRANSPORT_NODES, errorBody, eventMessage, requestMessage, type RequestMeta, type RequestOf } from '@labmedicin/contracts';
import { z } from 'zod';
import { platformEnvSchema, toPlatformConfig } from '../config';
import { ServiceError } from '../errors';
import { createLogger } from '../logging';
import { metricsRegistry } from '../operations/metrics';
import { eventually, freePortBlock } from '../testing';
import { SpanKind, contextFrom, currentTraceparent, inSpan, startSpan, startTracing, stopTracing } from '../tracing';
import { Handles, OnEvent } from './message-handlers';
import { ServiceExceptionFilter } from './service-exception.filter';
import type { TransportClients } from './service-clients';
import { createTransportClients, serverOptionsFor } from './transport.factory';

/** Messages of a probe service built in this test; real services use the catalogue in libs/contracts. */
const PROBE = {
  echo: requestMessage('media', 'probe.handled.echo', z.object({ n: z.number() }), z.object({ n: z.number() })),
  refuse: requestMessage('media', 'probe.handled.refuse', z.object({}), z.object({})),
  noticed: eventMessage('probe.handled.noticed', z.object({ n: z.number() }), ['media']),
};

/** The traceparent each event handler ran under, by the event's n. */
const handledUnder = new Map<number, string | undefined>();

@Controller()
class ProbeController {
  @Handles(PROBE.echo)
  echo({ data }: RequestOf<typeof PROBE.echo>): { n: number } {
    return { n: data.n };
  }

  @Handles(PROBE.refuse)
  refuse(): never {
    throw new ServiceError(errorBody('IMAGE_NOT_FOUND'));
  }

  @OnEvent(PROBE.noticed)
  noticed({ data }: RequestOf<typeof PROBE.noticed>): void {
    handledUnder.set(data.n, currentTraceparent());
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const meta = (): RequestMeta => ({ requestId: `handled-${Date.now()}`, actor: null });

/** The count of transport_handled_duration_seconds for one pattern and outcome, as /metrics shows it. */
async function handledCount(pattern: string, outcome: string): Promise<number> {
  const text = await metricsRegistry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`transport_handled_duration_seconds_count{pattern="${pattern}",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('a service handling messages over the transport (embedded TCP)', () => {
  let service: INestMicroservice;
  let clients: TransportClients;

  beforeAll(async () => {
    // Spans are made and their context carried; exporting them (which needs an OTLP collector) is
    // e2e/src/operations.spec.ts's.
    startTracing('media', { enabled: true, protocol: 'http/json' });

    const config = toPlatformConfig(platformEnvSchema.parse({ TRANSPORT_PORT_BASE: String(await freePortBlock(TRANSPORT_NODES.length)), LOG_LEVEL: 'silent' }));
    service = await NestFactory.createMicroservice(ProbeModule, { ...serverOptionsFor(config, 'media'), logger: false });
    service.useGlobalFilters(new ServiceExceptionFilter(createLogger('media', 'silent')));
    await service.listen();
    clients = createTransportClients(config, 'gateway');
  });

  afterAll(async () => {
    await clients?.close();
    await service?.close();
    await stopTracing();
  });

  it('records each handled message in transport_handled_duration_seconds by pattern and outcome', async () => {
    const before = {
      ok: await handledCount(PROBE.echo.pattern, 'ok'),
      refused: await handledCount(PROBE.refuse.pattern, 'refused'),
      invalid: await handledCount(PROBE.echo.pattern, 'refused'),
    };
    expect(await clients.send(PROBE.echo, { n: 1 }, meta())).toEqual({ n: 1 });
    expect(await clients.send(PROBE.echo, { n: 2 }, meta())).toEqual({ n: 2 });
    await expect(clients.send(PROBE.refuse, {}, meta())).rejects.toMatchObject({ code: 'IMAGE_NOT_FOUND' });
    // A payload the catalogue refuses is counted as refused, under its pattern.
    await expect(clients.send(PROBE.echo, { n: 'x' } as unknown as { n: number }, meta())).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });

    expect(await handledCount(PROBE.echo.pattern, 'ok')).toBe(before.ok + 2);
    expect(await handledCount(PROBE.refuse.pattern, 'refused')).toBe(before.refused + 1);
    expect(await handledCount(PROBE.echo.pattern, 'refused')).toBe(before.invalid + 1);
    expect(await metricsRegistry.metrics()).toContain('# TYPE transport_handled_duration_seconds histogram');
  });

  it("carries the emitter's trace on an event, and its handler continues it in a span of its own", async () => {
    const traceId = `${'a'.repeat(16)}${Date.now().toString(16).padStart(16, '0')}`;
    const requestSpanId = 'b'.repeat(16);
    const request = startSpan('request', SpanKind.SERVER, contextFrom({ traceparent: `00-${traceId}-${requestSpanId}-01` }));
    let emittedFrom = '';
    await inSpan(request, async () => {
      emittedFrom = currentTraceparent() ?? '';
      await clients.emit(PROBE.noticed, { n: 7 }, meta());
    });

    await eventually(async () => handledUnder.has(7));
    const [, handledTrace, handledSpan] = (handledUnder.get(7) ?? '').split('-');
    expect(handledTrace).toBe(traceId);
    expect([requestSpanId, emittedFrom.split('-')[2]]).not.toContain(handledSpan);
  });
});
