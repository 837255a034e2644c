import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { parse, parseAllDocuments } from 'yaml';
import { loadManifests, ofKind, type KubeObject } from './support/kubernetes';
import { ROOT, readText, serverApps } from './support/workspace';

const COMPONENT = 'k8s/components/monitoring';
const README = 'k8s/README.md';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface PrometheusRule extends KubeObject {
  spec: { groups: { name: string; rules: Rule[] }[] };
}
interface PodMonitor extends KubeObject {
  spec: { selector: { matchLabels: Record<string, string> }; podMetricsEndpoints: { port: string; path: string; relabelings?: { targetLabel: string }[] }[] };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { uid: string };
  targets?: { expr: string }[];
}

const documents = (file: string) => parseAllDocuments(readText(`${COMPONENT}/${file}`)).map((d) => d.toJS() as KubeObject);
const [rules] = documents('prometheus-rules.yaml') as PrometheusRule[];
const [podMonitor] = documents('pod-monitor.yaml') as PodMonitor[];
// Block scalars keep their last line break.
const alerts = rules.spec.groups.flatMap((g) => g.rules).map((rule) => ({ ...rule, expr: rule.expr.trim() }));
const dashboard = JSON.parse(readText(`${COMPONENT}/dashboard.json`)) as { panels: Panel[]; templating: { list: { name: string; type: string }[] } };
const dashboardQueries = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
const deployments = ofKind(loadManifests(), 'Deployment').map((m) => m.doc as KubeObject & { spec: { template: { metadata: { labels: Record<string, string> }; spec: { containers: { ports?: { name?: string }[] }[] } } } });

/** The anchors GitHub gives the headings of a Markdown file: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** The metric names a PromQL expression selects (a name followed by its label matchers). */
const metricsIn = (expr: string) => [...expr.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\{/g)].map((m) => m[1]);

/**
 * Every series name the apps can export: the metrics registered in the code (a histogram as its
 * _bucket, _sum and _count) and Node's defaults as prom-client collects them.
 */
async function exportedSeries(): Promise<Set<string>> {
  const names = new Set<string>();
  const add = (name: string, type: string) => {
    if (type === 'histogram' || type === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    names.add(name);
  };
  const sources = ['apps', 'libs'].flatMap((top) =>
    readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)src\/.*\.ts$/.test(file) && !file.endsWith('.spec.ts') && !file.includes('node_modules'))
      .map((file) => readFileSync(join(ROOT, top, file), 'utf8')),
  );
  for (const source of sources) {
    for (const [, kind, name] of source.matchAll(/new (Histogram|Summary|Counter|Gauge|BoundHistogram|BoundCounter)\(\{\s*name: '([a-z_:]+)'/g)) {
      add(name, kind.replace('Bound', '').toLowerCase());
    }
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const { name, type } of await registry.getMetricsAsJSON()) add(name, String(type));
  registry.clear();
  return names;
}

describe('k8s/components/monitoring', () => {
  it('is a component with the PodMonitor, the PrometheusRule and the dashboard for Grafana', () => {
    const kustomization = parse(readText(`${COMPONENT}/kustomization.yaml`)) as {
      kind: string;
      resources: string[];
      configMapGenerator: { files: string[]; options: { labels: Record<string, string> } }[];
    };
    expect(kustomization.kind).toBe('Component');
    expect([...kustomization.resources].sort()).toEqual(['pod-monitor.yaml', 'prometheus-rules.yaml']);
    expect(kustomization.configMapGenerator[0].files).toEqual(['labmedicin.json=dashboard.json']);
    expect(kustomization.configMapGenerator[0].options.labels.grafana_dashboard).toBe('1');
  });

  it("scrapes every app's pods on their named operations port, with the app on each target", () => {
    expect(podMonitor.spec.podMetricsEndpoints).toEqual([expect.objectContaining({ port: 'ops', path: '/metrics' })]);
    expect(podMonitor.spec.podMetricsEndpoints[0].relabelings?.map((r) => r.targetLabel)).toEqual(['app']);
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...serverApps()].sort());
    for (const { metadata, spec } of deployments) {
      const labels = spec.template.metadata.labels;
      expect([metadata.name, Object.entries(podMonitor.spec.selector.matchLabels).every(([k, v]) => labels[k] === v)]).toEqual([metadata.name, true]);
      expect(spec.template.spec.containers[0].ports?.map((p) => p.name)).toContain('ops');
    }
  });

  it('gives every alert a severity and a runbook link to a section of k8s/README.md', () => {
    const anchors = anchorsOf(readText(README));
    for (const { alert, labels, annotations } of alerts) {
      expect([alert, labels?.severity]).toEqual([alert, expect.stringMatching(/^(critical|warning)$/)]);
      const url = new URL(annotations?.runbook_url ?? 'missing:');
      expect([alert, url.pathname.endsWith('/k8s/README.md'), anchors.has(url.hash.slice(1))]).toEqual([alert, true, true]);
      expect([alert, annotations?.summary]).toEqual([alert, expect.any(String)]);
    }
  });

  it('has each alert of the runbook ("Alerts" in k8s/README.md), and no other', () => {
    const section = readText(README).split(/^## Alerts$/m)[1]?.split(/^## /m)[0] ?? '';
    const documented = [...section.matchAll(/^### (\w+)$/gm)].map((m) => m[1]);
    expect(documented.length).toBeGreaterThan(10);
    expect([...new Set(alerts.map((a) => a.alert))].sort()).toEqual([...documented].sort());
  });

  it('tells when an app has no process up, for each app', () => {
    const down = alerts.filter((a) => a.alert === 'AppDown');
    expect(down.map((a) => a.labels?.app).sort()).toEqual([...serverApps()].sort());
    for (const { expr, labels } of down) expect(expr).toBe(`absent(up{namespace="labmedicin", app="${labels?.app}"} == 1)`);
  });

  it('fires a ratio alert only above a minimum of traffic', () => {
    const ratios = alerts.filter((a) => / \/ /.test(a.expr));
    expect(ratios.map((a) => a.alert).sort()).toEqual(['GatewayErrors', 'HeapNearLimit', 'ManyUnknownPaths', 'PublicCacheMissing', 'ServiceCallsFailing']);
    // The heap's is a share of a limit, not of traffic.
    for (const { alert, expr } of ratios.filter((a) => a.alert !== 'HeapNearLimit')) {
      expect([alert, expr]).toEqual([alert, expect.stringMatching(/\nand sum(?: by \(\w+\) )?\(rate\([a-z_]+\{[^}]*\}\[\d+m\]\)\) > \d+(\.\d+)?$/)]);
    }
  });

  it('holds the thresholds the runbook names for heap, restarts and readiness', () => {
    const rule = (name: string) => alerts.find((a) => a.alert === name);
    expect(rule('HeapNearLimit')).toMatchObject({ for: '15m', expr: expect.stringMatching(/0\.75 \* .*\n\s*> 0\.9$/s) });
    expect(rule('PodRestarting')?.expr).toMatch(/^increase\(kube_pod_container_status_restarts_total\{[^}]*\}\[30m\]\) > 3$/);
    expect(rule('NoReadyPods')).toMatchObject({ for: '2m', expr: expect.stringMatching(/< 1$/) });
    expect(rule('EventLoopLag')).toMatchObject({ for: '5m', expr: expect.stringMatching(/> 0\.5$/) });
  });

  it('queries, in alerts and dashboard, only series the apps export, kube-state-metrics and up', async () => {
    const exported = await exportedSeries();
    expect(exported.has('http_request_duration_seconds_bucket')).toBe(true);
    expect(exported.has('nodejs_heap_size_used_bytes')).toBe(true);
    const used = new Set([...alerts.map((a) => a.expr), ...dashboardQueries].flatMap(metricsIn));
    const unknown = [...used].filter((name) => !exported.has(name) && name !== 'up' && !name.startsWith('kube_'));
    expect(unknown).toEqual([]);
  });

  it('has a dashboard of the request, cache, transport and stream metrics, on a Prometheus chosen at import', () => {
    const used = new Set(dashboardQueries.flatMap(metricsIn).map((name) => name.replace(/_(bucket|count|sum)$/, '')));
    for (const metric of ['http_request_duration_seconds', 'public_cache_requests_total', 'transport_request_duration_seconds', 'transport_handled_duration_seconds', 'stream_pending_messages']) {
      expect([metric, used.has(metric)]).toEqual([metric, true]);
    }
    expect(dashboard.templating.list).toEqual([expect.objectContaining({ name: 'datasource', type: 'datasource' })]);
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) expect([panel.title, panel.datasource?.uid]).toEqual([panel.title, '${datasource}']);
  });
});

describe('the runbook (k8s/README.md)', () => {
  it('selects pods by labels they carry', () => {
    const selectors = [...readText(README).matchAll(/-l ([\w./-]+)=([\w-]+)/g)].map((m) => [m[1], m[2]]);
    expect(selectors.length).toBeGreaterThan(0);
    for (const [key, value] of selectors) {
      const matching = deployments.filter((d) => d.spec.template.metadata.labels[key] === value);
      expect([key, value, matching.length]).toEqual([key, value, 1]);
    }
  });
});
