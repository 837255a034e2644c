import { parse } from 'yaml';
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
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean; runAsUser?: number } };
}
interface Deployment extends KubeObject {
  spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: PodTemplate };
}
interface Service extends KubeObject {
  spec: { selector: Record<string, string>; ports: { name?: string; port: number; targetPort?: number | string }[] };
}
interface Hpa extends KubeObject {
  spec: { scaleTargetRef: { apiVersion: string; kind: string; name: string }; minReplicas?: number; maxReplicas: number };
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
const imageCmd = execForm(lastOf(parseDockerfile(readText('Dockerfile')).at(-1)!, 'CMD'));

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
      expect(container.command ?? container.args ?? imageCmd).toEqual(entryCommand(app));
      expect(container.command).toBeUndefined(); // keep the image's ENTRYPOINT (tini)
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

    it('has CPU and memory requests and limits', () => {
      for (const bound of ['requests', 'limits'] as const) {
        expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    });

    it('runs as a non-root user without privileges', () => {
      expect(pod?.spec.securityContext?.runAsNonRoot).toBe(true);
      expect(pod?.spec.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
      expect(container.securityContext?.capabilities?.drop).toContain('ALL');
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
  it('has the gateway ready on GET /api/health, the end-to-end check', () => {
    const gateway = deployment('gateway')?.spec.template.spec.containers[0];
    expect(gateway?.readinessProbe?.httpGet?.path).toBe('/api/health');
    expect(gateway?.livenessProbe?.httpGet?.path).not.toBe('/api/health');
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

  it('autoscales the gateway and content with autoscaling/v2, leaving their replicas to the HPA', () => {
    const hpas = ofKind(applied, 'HorizontalPodAutoscaler').map((m) => m.doc as Hpa);
    expect(hpas.every((h) => h.apiVersion === 'autoscaling/v2')).toBe(true);
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['content', 'gateway']);
    for (const { spec } of hpas) {
      expect(spec.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
      expect(deployment(spec.scaleTargetRef.name)?.spec.replicas).toBeUndefined();
      expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
  });
});
