import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * What operators see of the running product: each process's probes and Prometheus metrics on its
 * operations port, and traces exported over OTLP/HTTP JSON to a receiver
 * in this test (a plain HTTP server standing in for an OpenTelemetry collector), with the gateway's
 * and the service's spans under the trace id the caller sent. Run on the embedded profile (TCP
 * transport) and, where `npm test` brought up the engines, on Redis Streams.
 */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}
interface TraceExport {
  resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: ExportedSpan[] }[] }[];
}

describeOnProfiles('operations ports and traces (%s profile)', ['embedded', 'production'], (profile) => {
  let receiver: Server;
  /** Every span received, with the service.name of the process that sent it. */
  const received: (ExportedSpan & { service: string })[] = [];
  const arrivals = new EventEmitter();

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TraceExport;
          for (const { resource, scopeSpans } of body.resourceSpans) {
            const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
            for (const { spans } of scopeSpans) for (const span of spans) received.push({ ...span, service });
          }
          arrivals.emit('spans');
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });

  // One process of each on either profile: a trace's spans then come from the processes whose ports are checked.
  const { product } = useProduct({
    profile,
    browser: false,
    env: () => {
      const address = receiver.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return {
        REPLICAS: '1',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Spans leave each process within a fifth of a second rather than five seconds.
        OTEL_BSP_SCHEDULE_DELAY: '200',
      };
    },
  });

  // After the product's own afterAll: the processes stop before the receiver of their spans does.
  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it("continues the caller's trace through the gateway into content, down to the store and the index", async () => {
    const traceId = randomBytes(16).toString('hex');
    // A query no earlier request asked, so the gateway's cache cannot answer it without content.
    const res = await fetch(`${product.baseUrl}/api/articles/search?q=${encodeURIComponent(`kreatinin ${traceId.slice(0, 8)}`)}`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(res.status).toBe(200);

    const inTrace = () => received.filter((span) => span.traceId === traceId);
    const wanted = (spans: typeof received) =>
      spans.some((s) => s.service === 'labmedicin-gateway' && s.name === 'GET /api/articles/search') &&
      spans.some((s) => s.service === 'labmedicin-content' && s.name === 'handle content.articles.search') &&
      spans.some((s) => s.service === 'labmedicin-content' && s.name.startsWith('search.'));
    while (!wanted(inTrace())) await new Promise((resolve) => arrivals.once('spans', resolve));

    const spans = inTrace();
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestry = (span: ExportedSpan | undefined): string[] => (span ? [span.name, ...ancestry(byId.get(span.parentSpanId ?? ''))] : []);
    const indexSpan = spans.find((s) => s.service === 'labmedicin-content' && s.name.startsWith('search.'));
    // The index call sits under content's handler, under the gateway's call to content, under the HTTP request.
    expect(ancestry(indexSpan).slice(1)).toEqual(['handle content.articles.search', 'send content.articles.search', 'GET /api/articles/search']);
  });

  it('continues the trace of a write into the handlers of the event it emits, in other processes', async () => {
    const cookie = await adminSession(product);
    const category = ((await (await fetch(`${product.baseUrl}/api/categories`)).json()) as { data: { _id: string }[] }).data[0]._id;
    const traceId = randomBytes(16).toString('hex');
    const res = await fetch(`${product.baseUrl}/api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      body: JSON.stringify({ title: `Spårad ${traceId.slice(0, 8)}`, category, summary: 'Ett spårat händelseprov.', content: '<p>Spårad.</p>', status: 'published', tags: [] }),
    });
    expect(res.status).toBe(201);

    // Each process sends its spans on its own schedule: media's handler can arrive before the spans
    // it sits under, so the chain is read once the gateway's request, the last to end, is in too.
    const inTrace = () => received.filter((span) => span.traceId === traceId);
    const arrived = (spans: typeof received) =>
      spans.some((s) => s.service === 'labmedicin-media' && s.name === 'handle article.created') &&
      spans.some((s) => s.service === 'labmedicin-content' && s.name === 'emit article.created') &&
      spans.some((s) => s.service === 'labmedicin-content' && s.name === 'handle content.articles.create') &&
      spans.some((s) => s.service === 'labmedicin-gateway' && s.name === 'POST /api/articles');
    while (!arrived(inTrace())) await new Promise((resolve) => arrivals.once('spans', resolve));
    const spans = inTrace();
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestry = (span: ExportedSpan | undefined): string[] => (span ? [span.name, ...ancestry(byId.get(span.parentSpanId ?? ''))] : []);
    const handled = spans.find((s) => s.service === 'labmedicin-media' && s.name === 'handle article.created');
    // Media's handler sits under content's emit, under content's handling of the write, under the gateway's request.
    expect(ancestry(handled)).toEqual(expect.arrayContaining(['handle article.created', 'emit article.created', 'handle content.articles.create', 'POST /api/articles']));
    expect(ancestry(handled).slice(0, 2)).toEqual(['handle article.created', 'emit article.created']);
  });

  it('answers /livez, /readyz and /metrics on every process’s operations port, the calls it made and handled counted', async () => {
    const apps = ['gateway', 'auth-users', 'content', 'media', 'comments'];
    for (const [i, app] of apps.entries()) {
      const base = `http://127.0.0.1:${product.opsPortBase + i}`;
      expect([app, (await fetch(`${base}/livez`)).status]).toEqual([app, 200]);
      const ready = await fetch(`${base}/readyz`);
      expect([app, ready.status, ((await ready.json()) as { status: string }).status]).toEqual([app, 200, 'ready']);
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toContain(`nodejs_eventloop_lag_seconds{app="${app}"}`);
    }
    // A query asked for the first time, so the gateway calls content for it.
    expect((await fetch(`${product.baseUrl}/api/articles/search?q=metrics${Date.now()}`)).status).toBe(200);
    const gateway = await (await fetch(`http://127.0.0.1:${product.opsPortBase}/metrics`)).text();
    const count = Number(/transport_request_duration_seconds_count\{app="gateway",pattern="content\.articles\.search",outcome="ok"\} (\d+)/.exec(gateway)?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);
    // And content, which handled it, counts it on its own side.
    const content = await (await fetch(`http://127.0.0.1:${product.opsPortBase + apps.indexOf('content')}/metrics`)).text();
    const handled = Number(/transport_handled_duration_seconds_count\{app="content",pattern="content\.articles\.search",outcome="ok"\} (\d+)/.exec(content)?.[1]);
    expect(handled).toBeGreaterThanOrEqual(1);
  });
});
