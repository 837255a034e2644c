import { parseAllDocuments } from 'yaml';
import { installKubeTools, kubeconform, type KubeTools } from './support/kubeconform';
import { removeRenderings, renderWith } from './support/renderings';

/**
 * The oldest Kubernetes the manifests are meant for, and the newest the schema package knows:
 * an API field that came later, or one that went away, fails one of the two.
 */
const KUBERNETES_VERSIONS = ['1.30.0', '1.37.0'];

/**
 * The custom resources of KEDA and of the Prometheus Operator, whose schemas no Kubernetes release
 * carries: their fields are checked in kubernetes.spec.ts, the rules by promtool (checkers.spec.ts).
 */
const CUSTOM_KINDS = [
  'keda.sh/v1alpha1/ScaledObject',
  'keda.sh/v1alpha1/TriggerAuthentication',
  'monitoring.coreos.com/v1/PodMonitor',
  'monitoring.coreos.com/v1/PrometheusRule',
];

/** First run: go install of kubeconform and kustomize and the schema wheel, a couple of minutes on two cores. */
const INSTALL_TIMEOUT_MS = 15 * 60_000;

/** kubeconform compiles the schemas anew for each object: seconds on a busy machine. */
const VALIDATION_TIMEOUT_MS = 2 * 60_000;

describe('k8s/ as kubectl apply -k renders it, validated by kubeconform against the Kubernetes schemas (strict)', () => {
  let tools: KubeTools;
  /** Each kustomization as rendered: its name and its manifests. */
  let renderings: [string, string][];

  beforeAll(() => {
    tools = installKubeTools(KUBERNETES_VERSIONS);
    // The base, and the base with both optional components on (keda removes the services' HPAs,
    // which the base alone keeps), as an overlay of one's own would turn them on.
    renderings = [
      ['k8s/', renderWith(tools, [])],
      ['k8s/ with components/keda and components/monitoring', renderWith(tools, ['keda', 'monitoring'])],
    ];
  }, INSTALL_TIMEOUT_MS);
  afterAll(removeRenderings);

  it.each(KUBERNETES_VERSIONS)('every object is valid on Kubernetes %s; only the custom resources are left unchecked', (version) => {
    for (const [name, manifests] of renderings) {
      const objects = parseAllDocuments(manifests).map((doc) => doc.toJS() as { apiVersion: string; kind: string });
      expect(objects.length).toBeGreaterThan(20);
      const verdicts = kubeconform(tools, manifests, version, CUSTOM_KINDS);
      const judged = (status: string) => verdicts.filter((v) => v.status === status).map((v) => `${v.kind}/${v.name}`);
      expect([name, verdicts.filter((v) => v.status !== 'statusValid' && v.status !== 'statusSkipped').map((v) => `${v.kind}/${v.name}: ${v.msg}`)]).toEqual([name, []]);
      expect([name, judged('statusValid').length]).toEqual([name, objects.filter((o) => !CUSTOM_KINDS.includes(`${o.apiVersion}/${o.kind}`)).length]);
      expect([name, judged('statusSkipped').length]).toEqual([name, objects.length - judged('statusValid').length]);
    }
  }, VALIDATION_TIMEOUT_MS);

  it('refuses what a cluster would refuse: a field the API does not have, a value of the wrong type', () => {
    const [, manifests] = renderings[0];
    const broken = manifests
      .replace('kind: Deployment\nmetadata:', 'kind: Deployment\nreplica: 2\nmetadata:')
      .replace(/terminationGracePeriodSeconds: \d+/, 'terminationGracePeriodSeconds: soon');
    const refused = kubeconform(tools, broken, KUBERNETES_VERSIONS[0], CUSTOM_KINDS).filter((v) => v.status === 'statusInvalid');
    expect(refused.map((v) => v.kind)).toEqual(['Deployment']);
    expect(refused[0].msg).toMatch(/replica/);
    expect(refused[0].msg).toMatch(/terminationGracePeriodSeconds/);
  }, VALIDATION_TIMEOUT_MS);
});
