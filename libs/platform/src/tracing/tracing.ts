import { SpanKind, SpanStatusCode, context, propagation, trace, type Context, type Span } from '@opentelemetry/api';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TracingConfig } from '../config';

const TRACER = 'labmedicin';
let provider: { shutdown(): Promise<void> } | null = null;

/**
 * Tracing is off unless an OTLP exporter is configured (README, "Traces"): then this process
 * exports its spans over OTLP/HTTP (JSON or protobuf, by OTEL_EXPORTER_OTLP_PROTOCOL) to the
 * endpoint of the standard OTEL_* variables, and carries the W3C trace context across the
 * transport. Off, no span is made at all: every helper below checks this first.
 */
export function tracingEnabled(): boolean {
  return provider !== null;
}

/** Starts this process's tracer provider when the configuration asks for it; once per process. */
export function startTracing(app: string, config: TracingConfig): void {
  if (!config.enabled || provider) return;
  /* eslint-disable @typescript-eslint/no-require-imports -- the SDK is loaded only when tracing is on */
  const { NodeTracerProvider, BatchSpanProcessor } = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { W3CTraceContextPropagator } = require('@opentelemetry/core') as typeof import('@opentelemetry/core');
  const { OTLPTraceExporter } =
    config.protocol === 'http/json'
      ? (require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http'))
      : (require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto'));
  /* eslint-enable @typescript-eslint/no-require-imports */
  const tracerProvider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName ?? `labmedicin-${app}`, 'service.namespace': 'labmedicin' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  tracerProvider.register({ propagator: new W3CTraceContextPropagator() });
  provider = tracerProvider;
}

/** Sends what is still batched and stops; at shutdown. */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = null;
  await stopping?.shutdown().catch(() => undefined);
}

/** The context a W3C `traceparent` (header or transport meta) names, or the current one. */
export function contextFrom(carrier: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), carrier);
}

/** The current span's `traceparent`, to carry to another process; undefined when there is none. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Starts a span (child of `parent`, else of the current context). */
export function startSpan(name: string, kind: SpanKind, parent: Context = context.active(), attributes: Record<string, string | number> = {}): Span {
  return trace.getTracer(TRACER).startSpan(name, { kind, attributes }, parent);
}

/** Runs `work` inside `span` (so what it calls becomes its child), ending the span when it settles. */
export async function inSpan<T>(span: Span, work: () => Promise<T> | T): Promise<T> {
  try {
    return await context.with(trace.setSpan(context.active(), span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Handles one HTTP request inside a server span that continues the caller's `traceparent`. The
 * span is named by the route Express matched (`GET /api/articles/:slug`) when it did, else by the
 * method alone, so no span name carries an id; it ends when the answer is sent or the client leaves.
 */
export function inServerSpan(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const method = req.method ?? 'GET';
  const span = startSpan(method, SpanKind.SERVER, contextFrom(req.headers), { 'http.request.method': method, 'url.path': (req.url ?? '').split('?', 1)[0] });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    const { baseUrl, route } = req as IncomingMessage & { baseUrl?: string; route?: { path?: string } };
    if (typeof route?.path === 'string') {
      const template = `${baseUrl ?? ''}${route.path}`;
      span.setAttribute('http.route', template);
      span.updateName(`${method} ${template}`);
    }
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  res.once('finish', end);
  res.once('close', end);
  context.with(trace.setSpan(context.active(), span), handle);
}

export { SpanKind };
