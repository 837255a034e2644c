import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { checkov, installCheckov, installKubeScore, installPromtool, kubeScore, promtoolCheckRules, type KubeScoreCheck } from './support/analyzers';
import { installKubeTools, type KubeTools } from './support/kubeconform';
import { removeRenderings, renderReleased, renderWith } from './support/renderings';
import { ROOT, readText } from './support/workspace';

/**
 * The deployment as the tools operators run judge it: kube-score, promtool and checkov, each
 * installed into the tools cache on first use (README.md of k8s/, "Checking the manifests").
 */

/** First runs build kube-score and promtool with go install and install checkov with pip: promtool alone takes many minutes on two cores. */
const INSTALL_TIMEOUT_MS = 50 * 60_000;
const RUN_TIMEOUT_MS = 5 * 60_000;

/** An image as a release names it: registry, tag and the digest the registry gave (any sha256 will do for the checks). */
const RELEASED_IMAGE = `registry.example.org/labmedicin:0.1.0@sha256:${createHash('sha256').update('a release of labmedicin').digest('hex')}`;

/** The findings k8s/README.md accepts ("Static checks"): tool, check and the reason. */
function acceptedFindings(tool: string): string[] {
  const section = readText('k8s/README.md').split(/^### Accepted findings$/m)[1]?.split(/^##/m)[0] ?? '';
  return [...section.matchAll(/^\| ([\w-]+) \| `([\w-]+)` \| [^|]+ \| ([^|]{20,}) \|$/gm)].filter((m) => m[1] === tool).map((m) => m[2]);
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'labmedicin-checkers-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  removeRenderings();
});

describe('kube-score 1.20', () => {
  let tools: KubeTools;
  let kubeScoreBinary: string;
  const critical = (checks: KubeScoreCheck[]) => checks.filter((c) => c.grade === 1 && !c.skipped).map((c) => `${c.object} ${c.check}: ${c.comments.join('; ')}`);
  const warned = (checks: KubeScoreCheck[]) => [...new Set(checks.filter((c) => c.grade === 5 && !c.skipped).map((c) => c.check))].sort();

  beforeAll(() => {
    tools = installKubeTools([]);
    kubeScoreBinary = installKubeScore();
  }, INSTALL_TIMEOUT_MS);

  it.each([
    ['k8s/', [] as const],
    ['k8s/ with components/keda', ['keda'] as const],
  ])('finds nothing critical in %s, and warns only of what k8s/README.md accepts', (_name, components) => {
    const checks = kubeScore(kubeScoreBinary, renderWith(tools, components));
    expect(checks.length).toBeGreaterThan(100);
    expect(critical(checks)).toEqual([]);
    expect(warned(checks)).toEqual([...acceptedFindings('kube-score')].sort());
  }, RUN_TIMEOUT_MS);

  it('finds nothing critical in a release, whose image is pinned by digest as k8s/README.md says to', () => {
    const manifests = renderReleased(tools, RELEASED_IMAGE);
    const images = parseAllDocuments(manifests)
      .map((d) => d.toJS() as { kind: string; spec?: { template?: { spec: { containers: { image: string }[] } } } })
      .filter((o) => o.kind === 'Deployment')
      .flatMap((o) => o.spec?.template?.spec.containers.map((c) => c.image) ?? []);
    expect(images).toHaveLength(5);
    expect(new Set(images)).toEqual(new Set([RELEASED_IMAGE]));
    expect(critical(kubeScore(kubeScoreBinary, manifests))).toEqual([]);
  }, RUN_TIMEOUT_MS);

  it('would find a container without a stated pull policy critical', () => {
    const manifests = renderWith(tools, []).replace(/^\s+imagePullPolicy: Always\n/m, '');
    expect(critical(kubeScore(kubeScoreBinary, manifests))).toEqual([expect.stringContaining('container-image-pull-policy')]);
  }, RUN_TIMEOUT_MS);
});

describe('promtool check rules', () => {
  let promtool: string;
  let monitoring: { kind: string; spec: { groups: unknown[] } }[];

  beforeAll(() => {
    promtool = installPromtool();
    const tools = installKubeTools([]);
    monitoring = parseAllDocuments(renderWith(tools, ['monitoring'])).map((d) => d.toJS() as { kind: string; spec: { groups: unknown[] } });
  }, INSTALL_TIMEOUT_MS);

  it("passes the PrometheusRule of components/monitoring as kustomize renders it", () => {
    const rules = monitoring.filter((o) => o.kind === 'PrometheusRule');
    expect(rules).toHaveLength(1);
    const { ok, output } = promtoolCheckRules(promtool, stringify({ groups: rules[0].spec.groups }), work);
    expect({ ok, output }).toEqual({ ok: true, output: expect.stringMatching(/SUCCESS: \d+ rules found/) });
  }, RUN_TIMEOUT_MS);

  it("passes the dashboard's queries, each checked as a recording rule", () => {
    const dashboard = JSON.parse(readText('k8s/components/monitoring/dashboard.json')) as { panels: { targets?: { expr: string }[] }[] };
    // Grafana puts its rate window in for $__rate_interval: any duration will do for the syntax.
    const queries = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr.replaceAll('$__rate_interval', '5m')));
    expect(queries.length).toBeGreaterThan(10);
    const rules = queries.map((expr, index) => ({ record: `labmedicin:dashboard_query_${index}`, expr }));
    const { ok, output } = promtoolCheckRules(promtool, stringify({ groups: [{ name: 'dashboard', rules }] }), work);
    expect({ ok, output }).toEqual({ ok: true, output: expect.stringContaining(`SUCCESS: ${queries.length} rules found`) });
  }, RUN_TIMEOUT_MS);

  it('refuses a rule Prometheus would refuse', () => {
    const broken = { groups: [{ name: 'broken', rules: [{ alert: 'Broken', expr: 'sum(rate(http_request_duration_seconds_count[5m])' }] }] };
    expect(promtoolCheckRules(promtool, stringify(broken), work)).toEqual({ ok: false, output: expect.stringContaining('FAILED') });
  }, RUN_TIMEOUT_MS);
});

describe('checkov 3.3', () => {
  let python: string;
  let tools: KubeTools;

  beforeAll(() => {
    python = installCheckov();
    tools = installKubeTools([]);
  }, INSTALL_TIMEOUT_MS);

  it('fails only the checks k8s/README.md accepts, on a release with both components and on the Dockerfile', () => {
    // The base names the image by tag (checkov's CKV_K8S_43 wants a digest): a release pins it.
    const manifests = join(work, 'manifests.yaml');
    writeFileSync(manifests, renderReleased(tools, RELEASED_IMAGE, ['keda', 'monitoring']));
    const failed = [...checkov(python, manifests, 'kubernetes'), ...checkov(python, join(ROOT, 'Dockerfile'), 'dockerfile')];
    expect(failed.length).toBeGreaterThan(0);
    expect([...new Set(failed.map((f) => f.id))].sort()).toEqual([...acceptedFindings('checkov')].sort());
  }, RUN_TIMEOUT_MS);
});
