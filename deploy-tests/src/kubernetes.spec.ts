import { parse, parseAllDocuments } from 'yaml';
import { execForm, lastOf, parseDockerfile } from './support/dockerfile';
import { K8S_DIR, k8sYamlFiles, loadManifests, modelFor, ofKind, type KubeObject, type Manifest } from './support/kubernetes';
import { entryCommand, envReadBy, readText, requiredEnv, serverApps } from './support/workspace';

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
interface Probe {
  httpGet?: { path: string; port: number | string };
  exec?: { command: string[] };
  tcpSocket?: { port: number | string };
}
interface Container {
  name: string;
  image: string;
  imagePullPolicy?: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: {
    containers: Container[];
    serviceAccountName?: string;
    automountServiceAccountToken?: boolean;
    securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; runAsGroup?: number };
    terminationGracePeriodSeconds?: number;
    topologySpreadConstraints?: {
      topologyKey: string;
      whenUnsatisfiable: string;
      nodeTaintsPolicy?: string;
      matchLabelKeys?: string[];
      labelSelector?: { matchLabels: Record<string, string> };
    }[];
    volumes?: { name: string; emptyDir?: { sizeLimit?: string } }[];
  };
}
interface Deployment extends KubeObject {
  spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: PodTemplate };
}
interface Service extends KubeObject {
  spec: { selector: Record<string, string>; ports: { name?: string; port: number; targetPort?: number | string }[] };
}
interface Hpa extends KubeObject {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    behavior?: { scaleDown?: { stabilizationWindowSeconds?: number } };
  };
}
interface Pdb extends KubeObject {
  spec: { minAvailable?: number | string; unhealthyPodEvictionPolicy?: string; selector: { matchLabels: Record<string, string> } };
}
interface Ingress extends KubeObject {
  spec: { rules: { http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[] };
}
interface DataObject extends KubeObject {
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const manifests = loadManifests();
const applied = manifests.filter((m) => !m.file.includes('.example.'));
const deployments = ofKind(applied, 'Deployment').map((m) => m.doc as Deployment);
const deployment = (name: string) => deployments.find((d) => d.metadata.name === name);
const keysOf = (doc: DataObject | undefined) => new Set(Object.keys({ ...doc?.data, ...doc?.stringData }));
const named = (list: Manifest[], name: string) => list.find((m) => m.doc.metadata.name === name)?.doc as DataObject | undefined;

/** The image's CMD: what a container runs when it sets neither command nor args. */
const runtimeStage = parseDockerfile(readText('Dockerfile')).at(-1)!;
const imageCmd = execForm(lastOf(runtimeStage, 'CMD'));
/** The image's numeric USER, uid and gid. */
const [imageUid, imageGid] = (lastOf(runtimeStage, 'USER')?.args ?? '').split(':').map(Number);

const UNITS: Record<string, number> = { '': 1, Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 };

/** Quantities as Kubernetes writes them, in bytes: 64Mi, 1Gi. */
function bytes(quantity: string | undefined): number {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity ?? '');
  return match ? Number(match[1]) * (UNITS[match[2] ?? ''] ?? NaN) : NaN;
}

describe('k8s/ manifests', () => {
  it.each(manifests.map((m) => [m.where, m] as const))('%s is a valid Kubernetes object of its kind', (_where, { where, doc }) => {
    const Model = modelFor(doc.apiVersion, doc.kind);
    if (!Model) throw new Error(`${where}: unknown kind ${doc.apiVersion}/${doc.kind}`);
    expect(() => new Model(doc).validate()).not.toThrow();
  });

  it('puts every object in the namespace that namespace.yaml creates', () => {
    const [namespace] = ofKind(applied, 'Namespace');
    expect(namespace).toBeDefined();
    for (const { where, doc } of manifests.filter((m) => m.doc.kind !== 'Namespace')) {
      expect([where, doc.metadata.namespace]).toEqual([where, namespace.doc.metadata.name]);
    }
  });

  it('has kustomization.yaml list every manifest but the examples, with the image the Deployments use', () => {
    const kustomization = parse(readText(`${K8S_DIR}/kustomization.yaml`)) as { resources: string[]; images?: { name: string }[] };
    const expected = k8sYamlFiles().filter((f) => f !== 'kustomization.yaml' && !f.includes('.example.'));
    expect([...kustomization.resources].sort()).toEqual(expected);
    const images = new Set(deployments.flatMap((d) => d.spec.template.spec.containers.map((c) => c.image)));
    expect([...images]).toEqual((kustomization.images ?? []).map((i) => i.name));
  });
});

describe('k8s/ Deployments', () => {
  it('deploy exactly the gateway and the services', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(serverApps().sort());
  });

  describe.each(serverApps())('%s', (app) => {
    const found = deployment(app);
    const pod = found?.spec.template;
    const container = pod?.spec.containers.find((c) => c.name === app) as Container;

    it('has a container named after it, selected by its pod labels', () => {
      expect(container).toBeDefined();
      expect(pod?.metadata.labels).toMatchObject(found?.spec.selector.matchLabels ?? { missing: 'selector' });
    });

    it("runs the app's dist/main.js", () => {
      const [node, ...rest] = container.command ?? container.args ?? imageCmd ?? [];
      const [expectedNode, main] = entryCommand(app);
      expect([node, rest.at(-1)]).toEqual([expectedNode, main]);
      expect(rest.slice(0, -1).every((arg) => arg.startsWith('--'))).toBe(true); // only V8 flags before it
      expect(container.command).toBeUndefined(); // keep the image's ENTRYPOINT (tini)
    });

    it('sizes V8 old space from the memory limit, leaving a quarter for the rest of the process', () => {
      const flag = (container.args ?? []).find((arg) => arg.startsWith('--max-old-space-size='));
      const limitMi = Number(/^(\d+)Mi$/.exec(container.resources?.limits?.memory ?? '')?.[1]);
      expect(Number(flag?.split('=')[1])).toBe(Math.floor((limitMi * 3) / 4));
    });

    it('has readiness and liveness probes that point at something real', () => {
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      const portNames = new Set((container.ports ?? []).flatMap((p) => [p.name, p.containerPort]));
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe].filter(Boolean) as Probe[]) {
        const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
        if (port !== undefined) expect(portNames).toContain(port);
        if (probe.exec) expect(probe.exec.command.slice(0, 2)).toEqual(['node', '/app/healthcheck.cjs']);
      }
    });

    it('has CPU, memory and ephemeral-storage requests and limits, the storage limit above its /tmp', () => {
      for (const bound of ['requests', 'limits'] as const) {
        expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(['cpu', 'ephemeral-storage', 'memory']);
      }
      const scratch = (pod?.spec.volumes ?? []).map((v) => bytes(v.emptyDir?.sizeLimit)).reduce((a, b) => a + b, 0);
      expect(bytes(container.resources?.limits?.['ephemeral-storage'])).toBeGreaterThan(scratch);
    });

    it("runs as the image's user, uid and gid 10001, without privileges", () => {
      expect([imageUid, imageGid]).toEqual([10001, 10001]);
      expect(pod?.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: imageUid, runAsGroup: imageGid });
      expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
      expect(container.securityContext?.capabilities?.drop).toContain('ALL');
    });

    it('states its image pull policy', () => {
      expect(container.imagePullPolicy).toBe('Always');
    });

    it('runs under a ServiceAccount of its own that mounts no token', () => {
      expect(pod?.spec.serviceAccountName).toBe(app);
      expect(pod?.spec.automountServiceAccountToken).toBe(false);
      const account = ofKind(applied, 'ServiceAccount').find((m) => m.doc.metadata.name === app)?.doc as (KubeObject & { automountServiceAccountToken?: boolean }) | undefined;
      expect(account?.automountServiceAccountToken).toBe(false);
    });

    it('is given the OpenTelemetry exporter settings of config.env, empty (traces off) as shipped', () => {
      const otel = (container.env ?? []).filter((e) => e.name.startsWith('OTEL_'));
      expect(otel.map((e) => [e.name, e.valueFrom?.configMapKeyRef?.key])).toEqual([
        ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'],
        ['OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_PROTOCOL'],
      ]);
      for (const { name } of otel) expect([name, configValue(name)]).toEqual([name, '']);
    });

    it('is given only variables the app reads, and every one it needs', () => {
      const names = (container.env ?? []).map((e) => e.name);
      const readBy = envReadBy(app);
      expect(names.filter((n) => !readBy.has(n))).toEqual([]);
      expect(requiredEnv(app).filter((n) => !names.includes(n))).toEqual([]);
      // The platform refuses S3_ENDPOINT without both keys.
      if (names.includes('S3_ENDPOINT')) expect(names).toEqual(expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    });

    it('takes its variables from keys the ConfigMap and the example Secret have', () => {
      for (const { name, valueFrom } of container.env ?? []) {
        const configRef = valueFrom?.configMapKeyRef;
        const secretRef = valueFrom?.secretKeyRef;
        if (configRef) expect([name, keysOf(named(ofKind(applied, 'ConfigMap'), configRef.name)).has(configRef.key)]).toEqual([name, true]);
        if (secretRef) expect([name, keysOf(named(ofKind(manifests, 'Secret'), secretRef.name)).has(secretRef.key)]).toEqual([name, true]);
      }
    });
  });
});

describe('k8s/ gateway exposure and scaling', () => {
  it.each(serverApps())('probes %s on /livez (liveness, start-up) and /readyz (readiness) of its operations port', (app) => {
    const container = deployment(app)?.spec.template.spec.containers[0];
    const port = 'ops';
    expect(container?.livenessProbe?.httpGet).toEqual({ path: '/livez', port });
    expect(container?.startupProbe?.httpGet).toEqual({ path: '/livez', port });
    expect(container?.readinessProbe?.httpGet).toEqual({ path: '/readyz', port });
    const ops = container?.ports?.find((p) => p.name === 'ops')?.containerPort;
    expect(ops).toBe(Number(configValue('OPS_PORT')));
    expect((container?.env ?? []).map((e) => e.name)).toContain('OPS_PORT');
  });

  it('routes the Ingress to a Service that selects gateway pods on a named container port', () => {
    const [ingress] = ofKind(applied, 'Ingress').map((m) => m.doc as Ingress);
    const backends = ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service));
    expect(backends.length).toBeGreaterThan(0);
    for (const backend of backends) {
      const service = ofKind(applied, 'Service').find((m) => m.doc.metadata.name === backend.name)?.doc as Service;
      expect(service.spec.ports.map((p) => p.name)).toContain(backend.port.name);
      const target = deployments.find((d) => Object.entries(service.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v));
      expect(target?.metadata.name).toBe('gateway');
      const containerPorts = target?.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name));
      for (const port of service.spec.ports) expect(containerPorts).toContain(port.targetPort);
    }
  });

  it('autoscales every Deployment with autoscaling/v2, leaving their replicas to the HPA and scaling down slowly', () => {
    const hpas = ofKind(applied, 'HorizontalPodAutoscaler').map((m) => m.doc as Hpa);
    expect(hpas.every((h) => h.apiVersion === 'autoscaling/v2')).toBe(true);
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(serverApps().sort());
    for (const { spec } of hpas) {
      expect(spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
      expect(deployment(spec.scaleTargetRef.name)?.spec.replicas).toBeUndefined();
      expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(spec.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThanOrEqual(300);
    }
  });
});

describe('k8s/ configuration changes', () => {
  it('roll the pods: the ConfigMap is generated by kustomize with a content hash in its name', () => {
    const kustomization = parse(readText(`${K8S_DIR}/kustomization.yaml`)) as {
      configMapGenerator?: { name: string; options?: { disableNameSuffixHash?: boolean } }[];
    };
    const configMaps = ofKind(applied, 'ConfigMap');
    expect(configMaps.map((m) => m.file)).toEqual(['kustomization.yaml']);
    const generator = kustomization.configMapGenerator?.find((g) => g.name === configMaps[0].doc.metadata.name);
    expect(generator?.options?.disableNameSuffixHash).not.toBe(true);
  });
});

describe('k8s/ node drains and disruptions', () => {
  describe.each(serverApps())('%s', (app) => {
    const found = deployment(app);
    const labels = found?.spec.template.metadata.labels ?? {};
    const selects = (selector: { matchLabels: Record<string, string> } | undefined) =>
      Object.keys(selector?.matchLabels ?? {}).length > 0 && Object.entries(selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v);

    it('has a PodDisruptionBudget that keeps one replica up while another is evicted', () => {
      const budgets = ofKind(applied, 'PodDisruptionBudget').map((m) => m.doc as Pdb).filter((pdb) => selects(pdb.spec.selector));
      expect(budgets).toHaveLength(1);
      expect(budgets[0].apiVersion).toBe('policy/v1');
      expect(budgets[0].spec.minAvailable).toBe(1);
      // Pods left unready by an outage (Redis down) must not block drains.
      expect(budgets[0].spec.unhealthyPodEvictionPolicy).toBe('AlwaysAllow');
    });

    it('spreads its replicas over nodes (required) and zones', () => {
      const constraints = found?.spec.template.spec.topologySpreadConstraints ?? [];
      const byKey = new Map(constraints.map((c) => [c.topologyKey, c]));
      expect(byKey.get('kubernetes.io/hostname')?.whenUnsatisfiable).toBe('DoNotSchedule');
      expect(byKey.has('topology.kubernetes.io/zone')).toBe(true);
      for (const constraint of constraints) {
        expect([constraint.topologyKey, selects(constraint.labelSelector)]).toEqual([constraint.topologyKey, true]);
        // Untolerated nodes are not counted, and each rollout is spread on its own.
        expect([constraint.topologyKey, constraint.nodeTaintsPolicy, constraint.matchLabelKeys]).toEqual([constraint.topologyKey, 'Honor', ['pod-template-hash']]);
      }
    });

    it('gives a stopping pod time for the requests it holds (REQUEST_TIMEOUT_MS, 10 s) and more', () => {
      expect(found?.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(30);
    });
  });
});

interface EgressPeer {
  ipBlock?: { cidr: string };
  namespaceSelector?: { matchLabels: Record<string, string> };
  podSelector?: { matchLabels: Record<string, string> };
}
interface NetworkPolicy extends KubeObject {
  spec: {
    podSelector: { matchLabels?: Record<string, string> };
    policyTypes: string[];
    ingress?: { from?: { namespaceSelector?: { matchLabels: Record<string, string> } }[]; ports?: { port: number | string }[] }[];
    egress?: { to?: EgressPeer[]; ports?: { port: number | string; protocol?: string }[] }[];
  };
}

describe('k8s/ network policies', () => {
  const policies = ofKind(applied, 'NetworkPolicy').map((m) => m.doc as NetworkPolicy);
  const appliesTo = (policy: NetworkPolicy, app: string) => {
    const labels = deployment(app)?.spec.template.metadata.labels ?? {};
    return Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  };

  it('deny all traffic in the namespace unless a policy allows it', () => {
    const denyAll = policies.filter((p) => Object.keys(p.spec.podSelector.matchLabels ?? {}).length === 0 && !p.spec.ingress && !p.spec.egress);
    expect(denyAll.map((p) => [...p.spec.policyTypes].sort())).toEqual([['Egress', 'Ingress']]);
  });

  it.each(serverApps())('let into %s only the monitoring namespace on the operations port, and the ingress controller to the gateway', (app) => {
    const rules = policies.filter((p) => p.spec.ingress && appliesTo(p, app)).flatMap((p) => p.spec.ingress ?? []);
    const from = (rule: (typeof rules)[number]) => (rule.from ?? []).map((f) => f.namespaceSelector?.matchLabels['kubernetes.io/metadata.name']);
    const allowed = rules.flatMap((rule) => (rule.ports ?? []).map((p) => [from(rule).join(','), p.port]));
    const expected = [['monitoring', Number(configValue('OPS_PORT'))], ...(app === 'gateway' ? [['ingress-nginx', 5001]] : [])];
    expect(allowed.sort()).toEqual(expected.sort());
  });

  it.each(serverApps())('let %s reach DNS, the trace collector and exactly the engines its variables name', (app) => {
    const names = new Set((deployment(app)?.spec.template.spec.containers[0].env ?? []).map((e) => e.name));
    const s3Port = Number(new URL(configValue('S3_ENDPOINT')).port);
    const expected = [
      ...(names.has('REDIS_URL') ? [6379, 26379] : []),
      ...(names.has('MONGO_URL') ? [27017] : []),
      ...(names.has('ELASTICSEARCH_URL') ? [9200] : []),
      ...(names.has('S3_ENDPOINT') ? [s3Port, 443] : []),
      ...(names.has('OTEL_EXPORTER_OTLP_ENDPOINT') ? [4318] : []),
      ...(names.has('SMTP_URL') ? [25, 465, 587] : []),
    ];
    const egress = policies.filter((p) => p.spec.egress && appliesTo(p, app)).flatMap((p) => p.spec.egress ?? []);
    const dns = egress.filter((rule) => (rule.ports ?? []).every((p) => p.port === 53));
    expect(dns.flatMap((rule) => (rule.ports ?? []).map((p) => p.protocol)).sort()).toEqual(['TCP', 'UDP']);
    // CoreDNS's pods, and NodeLocal DNSCache's link-local address where the cluster runs it.
    const dnsPeers = dns.flatMap((rule) => rule.to ?? []);
    expect(dnsPeers.map((peer) => peer.ipBlock?.cidr ?? peer.podSelector?.matchLabels['k8s-app']).sort()).toEqual(['169.254.20.10/32', 'kube-dns']);
    const engines = egress.filter((rule) => !dns.includes(rule)).flatMap((rule) => (rule.ports ?? []).map((p) => p.port));
    expect([...engines].sort()).toEqual([...expected].sort());
  });

  it.each(serverApps())('let %s out on 443 only to the address ranges named as a parameter', (app) => {
    const egress = policies.filter((p) => p.spec.egress && appliesTo(p, app)).flatMap((p) => p.spec.egress ?? []);
    for (const rule of egress.filter((r) => (r.ports ?? []).some((p) => p.port === 443))) {
      expect((rule.ports ?? []).map((p) => p.port)).toEqual([443]);
      expect((rule.to ?? []).length).toBeGreaterThan(0);
      for (const peer of rule.to ?? []) expect(peer.ipBlock?.cidr).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+$/);
    }
    expect(readText(`${K8S_DIR}/network-policies.yaml`)).toMatch(/S3_HTTPS_CIDRS: replace with/);
  });

  it('let traces out to the collector on 4318 only, in the namespace documented for it', () => {
    const otlp = policies.filter((p) => (p.spec.egress ?? []).some((rule) => (rule.ports ?? []).some((port) => port.port === 4318)));
    expect(otlp.map((p) => p.metadata.name)).toEqual(['otlp-to-collector']);
    const [rule] = otlp[0].spec.egress ?? [];
    expect(rule.to?.map((peer) => peer.namespaceSelector?.matchLabels['kubernetes.io/metadata.name'])).toEqual(['monitoring']);
    expect(configValue('OTEL_EXPORTER_OTLP_ENDPOINT')).toBe('');
  });

  it('explain every rule in whole sentences: no comment is cut off', () => {
    // Each run of comment lines ends a sentence.
    const blocks = readText(`${K8S_DIR}/network-policies.yaml`)
      .split(/\n(?!\s*#)/)
      .map((chunk) => chunk.split('\n').filter((line) => /^\s*#/.test(line)))
      .filter((lines) => lines.length > 0);
    expect(blocks.length).toBeGreaterThan(5);
    for (const lines of blocks) expect(lines.at(-1)).toMatch(/[.:;)]$/);
  });
});

function configValue(key: string): string {
  const config = named(applied, 'labmedicin-config');
  return { ...config?.data, ...config?.stringData }[key] ?? '';
}

describe('k8s/components/keda: the services scaled on their Redis Streams backlog', () => {
  const overlay = 'k8s/components/keda';
  const objects = parseAllDocuments(readText(`${overlay}/scaled-objects.yaml`)).map((d) => d.toJS() as KubeObject & { spec: Record<string, never> });
  const services = serverApps().filter((app) => app !== 'gateway');

  it('scales each service on the lag of its own consumer group on its own request stream, down slowly', () => {
    const scaled = objects.filter((o) => o.kind === 'ScaledObject') as unknown as ScaledObject[];
    expect(scaled.map((o) => o.spec.scaleTargetRef.name).sort()).toEqual([...services].sort());
    for (const { spec } of scaled) {
      const service = spec.scaleTargetRef.name;
      const streams = spec.triggers.filter((t) => t.type === 'redis-streams');
      expect(streams.map((t) => [t.metadata.stream, t.metadata.consumerGroup])).toEqual([[`labmedicin:requests:${service}`, service]]);
      expect(spec.minReplicaCount).toBeGreaterThanOrEqual(2);
      expect(spec.advanced?.horizontalPodAutoscalerConfig?.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThanOrEqual(300);
      const auth = objects.find((o) => o.kind === 'TriggerAuthentication' && o.metadata.name === streams[0].authenticationRef?.name) as unknown as
        | { spec: { secretTargetRef: { parameter: string; name: string; key: string }[] } }
        | undefined;
      for (const ref of auth?.spec.secretTargetRef ?? []) expect(keysOf(named(manifests, ref.name)).has(ref.key)).toBe(true);
      expect(auth?.spec.secretTargetRef.map((r) => r.parameter).sort()).toEqual(['address', 'password']);
    }
  });

  it("is a component that adds the ScaledObjects and removes the services' CPU autoscalers, which would fight KEDA's", () => {
    const kustomization = parse(readText(`${overlay}/kustomization.yaml`)) as {
      kind: string;
      resources: string[];
      patches: { target: { kind: string; name: string }; patch: string }[];
    };
    expect(kustomization.kind).toBe('Component');
    expect(kustomization.resources).toEqual(['scaled-objects.yaml']);
    const deletions = kustomization.patches.filter((p) => p.target.kind === 'HorizontalPodAutoscaler' && /\$patch: delete/.test(p.patch));
    const removed = serverApps().filter((app) => deletions.some((p) => new RegExp(`^(${p.target.name})$`).test(app)));
    expect(removed.sort()).toEqual([...services].sort());
  });
});

interface ScaledObject extends KubeObject {
  spec: {
    scaleTargetRef: { name: string };
    minReplicaCount?: number;
    advanced?: { horizontalPodAutoscalerConfig?: { behavior?: { scaleDown?: { stabilizationWindowSeconds?: number } } } };
    triggers: { type: string; metadata: Record<string, string>; authenticationRef?: { name: string } }[];
  };
}
