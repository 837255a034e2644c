import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, served at /metrics on its operations port: Node's own
 * (event-loop lag, heap, GC, CPU, handles) and those the platform records. One registry per
 * process, labelled with the app it runs.
 */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

/** Starts Node's default metrics, labelled with the app, once per process. */
export function collectProcessMetrics(app: string): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  metricsRegistry.setDefaultLabels({ app });
  // The event-loop delay histogram (nodejs_eventloop_lag_p50_seconds and its kin) samples every
  // 100 ms rather than prom-client's 10: a timer a hundred times a second was most of what a process
  // spent at rest, 0.7-1.2 % of a core each (docs/benchmarks.md, "At rest"). Its figures now start
  // from 0.1 s at rest instead of 0.01; the alert and the dashboard read nodejs_eventloop_lag_seconds,
  // measured at each scrape, which this leaves as it was.
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 100 });
}

/** How a call to another service ended, as recorded by transport_request_duration_seconds. */
export type TransportOutcome = 'ok' | 'error' | 'timeout' | 'unavailable';

/** Each call over the transport, from the caller's side: its message pattern and how it ended. */
export const transportRequestDuration = new Histogram({
  name: 'transport_request_duration_seconds',
  help: 'Calls to another service over the transport, from sending to the answer, by message pattern and outcome',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** How a handled message ended: answered, refused with a 4xx the caller gets (ServiceError), or failed. */
export type HandledOutcome = 'ok' | 'refused' | 'error';

/**
 * Each message this process handles (a request or an event), from the handler's side: its
 * pattern and how it ended, so a slow handler shows on its own pod whoever called it.
 */
export const transportHandledDuration = new Histogram({
  name: 'transport_handled_duration_seconds',
  help: 'Messages this process handled over the transport, from its handler being called to its answer, by message pattern and outcome',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** What a stream's backlog source reports: per stream, the entries its group has not finished. */
export type StreamBacklogSource = () => Promise<{ stream: string; group: string; pending: number }[]>;
const backlogSources = new Set<StreamBacklogSource>();

/**
 * The Redis Streams backlog of each service group this process reads (requests waiting to be read
 * plus those read and not yet acknowledged), asked of Redis at each scrape: what an autoscaler on
 * the backlog (k8s/components/keda) looks at.
 */
export const streamPendingMessages = new Gauge({
  name: 'stream_pending_messages',
  help: 'Entries of a Redis stream that its consumer group has not acknowledged yet: not read (lag) plus read and in progress (pending)',
  labelNames: ['stream', 'group'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const reports = await Promise.all([...backlogSources].map((source) => source().catch(() => [])));
    for (const { stream, group, pending } of reports.flat()) this.set({ stream, group }, pending);
  },
});

/** Adds a source to stream_pending_messages until the returned function removes it. */
export function reportStreamBacklog(source: StreamBacklogSource): () => void {
  backlogSources.add(source);
  return () => backlogSources.delete(source);
}
