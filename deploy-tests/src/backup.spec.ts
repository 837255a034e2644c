import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { K8S_DIR, loadManifests, ofKind, type KubeObject } from './support/kubernetes';
import { ROOT, readText } from './support/workspace';

interface Container {
  name: string;
  image: string;
  imagePullPolicy?: string;
  args?: string[];
  env?: { name: string; valueFrom?: { configMapKeyRef?: { key: string }; secretKeyRef?: { key: string } } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface CronJob extends KubeObject {
  spec: {
    schedule: string;
    timeZone?: string;
    concurrencyPolicy?: string;
    startingDeadlineSeconds?: number;
    jobTemplate: {
      spec: {
        activeDeadlineSeconds?: number;
        template: {
          metadata: { labels: Record<string, string> };
          spec: {
            serviceAccountName?: string;
            automountServiceAccountToken?: boolean;
            restartPolicy?: string;
            securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; runAsGroup?: number };
            initContainers: Container[];
            containers: Container[];
            volumes: { name: string; emptyDir?: { sizeLimit?: string } }[];
          };
        };
      };
    };
  };
}

const manifests = loadManifests();
const [cronJob] = ofKind(manifests, 'CronJob').map((m) => m.doc as CronJob);
const pod = cronJob?.spec.jobTemplate.spec.template;
const [exporter] = pod?.spec.initContainers ?? [];
const [uploader] = pod?.spec.containers ?? [];
const config = (ofKind(manifests, 'ConfigMap')[0]?.doc as KubeObject & { data: Record<string, string> }).data;
const configKeys = new Set(Object.keys(config));
const secretKeys = new Set(Object.keys((ofKind(manifests, 'Secret')[0]?.doc as { stringData?: Record<string, string> }).stringData ?? {}));
const GI = 1024 ** 3;
const gibibytes = (quantity = '') => Number(/^(\d+)Gi$/.exec(quantity)?.[1] ?? NaN) * GI;

describe('k8s/backup.yaml: the nightly backup', () => {
  it('is applied with the base, and runs once a night at a stated time zone, never two at once', () => {
    expect((parse(readText(`${K8S_DIR}/kustomization.yaml`)) as { resources: string[] }).resources).toContain('backup.yaml');
    expect(cronJob.spec).toMatchObject({ schedule: '30 2 * * *', timeZone: 'Etc/UTC', concurrencyPolicy: 'Forbid' });
    expect(cronJob.spec.startingDeadlineSeconds).toBeGreaterThan(0);
    expect(cronJob.spec.jobTemplate.spec.activeDeadlineSeconds).toBeGreaterThan(0);
  });

  it('exports with the command line into the archive volume, then uploads that file with the retention of config.env', () => {
    expect(exporter.args?.slice(-5)).toEqual(['scripts/archive.mjs', 'export', '--skip-build', '--out', '/backup/labmedicin.tar.gz']);
    expect(uploader.args?.slice(2)).toEqual(['scripts/backup.mjs', 'upload', '/backup/labmedicin.tar.gz', '--keep', '$(BACKUP_KEEP)', '--max-age-days', '$(BACKUP_MAX_AGE_DAYS)']);
    for (const script of ['scripts/archive.mjs', 'scripts/backup.mjs']) expect(existsSync(join(ROOT, script))).toBe(true);
    expect(exporter.volumeMounts).toContainEqual({ name: 'archive', mountPath: '/backup' });
    expect(uploader.volumeMounts).toContainEqual({ name: 'archive', mountPath: '/backup', readOnly: true });
    expect(Number(config.BACKUP_KEEP)).toBeGreaterThanOrEqual(1);
    expect(Number(config.BACKUP_MAX_AGE_DAYS)).toBeGreaterThanOrEqual(1);
  });

  it('uploads to a bucket of its own, never the one /uploads serves', () => {
    const bucket = uploader.env?.find((e) => e.name === 'S3_BUCKET')?.valueFrom?.configMapKeyRef?.key;
    expect(bucket).toBe('BACKUP_S3_BUCKET');
    expect(config.BACKUP_S3_BUCKET).not.toBe(config.S3_BUCKET);
    expect(exporter.env?.find((e) => e.name === 'S3_BUCKET')?.valueFrom?.configMapKeyRef?.key).toBe('S3_BUCKET');
  });

  it.each(['export', 'upload'])('gives %s only keys the ConfigMap and the example Secret have', (name) => {
    const container = name === 'export' ? exporter : uploader;
    for (const { name: variable, valueFrom } of container.env ?? []) {
      if (valueFrom?.configMapKeyRef) expect([variable, configKeys.has(valueFrom.configMapKeyRef.key)]).toEqual([variable, true]);
      if (valueFrom?.secretKeyRef) expect([variable, secretKeys.has(valueFrom.secretKeyRef.key)]).toEqual([variable, true]);
    }
  });

  it.each(['export', 'upload'])('runs %s as the apps run: the image, pulled always, without privileges, with bounded resources', (name) => {
    const container = name === 'export' ? exporter : uploader;
    expect([container.image, container.imagePullPolicy]).toEqual(['labmedicin', 'Always']);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    for (const bound of ['requests', 'limits'] as const) expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(['cpu', 'ephemeral-storage', 'memory']);
    // The archive volume counts against the storage limit of the container that writes it.
    const archive = gibibytes(pod.spec.volumes.find((v) => v.name === 'archive')?.emptyDir?.sizeLimit);
    expect(gibibytes(container.resources?.limits?.['ephemeral-storage'])).toBeGreaterThan(archive);
    const heap = Number(/--max-old-space-size=(\d+)/.exec((container.args ?? []).join(' '))?.[1]);
    expect(heap).toBe(Math.floor((Number(/^(\d+)Mi$/.exec(container.resources?.limits?.memory ?? '')?.[1]) * 3) / 4));
  });

  it('runs under a ServiceAccount of its own that mounts no token, as uid and gid 10001, never restarting in place', () => {
    expect(pod.spec).toMatchObject({ serviceAccountName: 'backup', automountServiceAccountToken: false, restartPolicy: 'Never' });
    expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 10001, runAsGroup: 10001 });
    const account = ofKind(manifests, 'ServiceAccount').find((m) => m.doc.metadata.name === 'backup')?.doc as { automountServiceAccountToken?: boolean } | undefined;
    expect(account?.automountServiceAccountToken).toBe(false);
  });

  it('reaches MongoDB and the object store only, and nothing reaches it', () => {
    const policies = ofKind(manifests, 'NetworkPolicy')
      .map((m) => m.doc as KubeObject & { spec: { podSelector: { matchLabels?: Record<string, string> }; policyTypes: string[]; ingress?: unknown[]; egress?: { ports?: { port: number }[] }[] } })
      .filter((p) => Object.entries(p.spec.podSelector.matchLabels ?? {}).every(([k, v]) => pod.metadata.labels[k] === v) && Object.keys(p.spec.podSelector.matchLabels ?? {}).length > 0);
    expect(policies.flatMap((p) => p.spec.ingress ?? [])).toEqual([]);
    const ports = policies.flatMap((p) => (p.spec.egress ?? []).flatMap((rule) => (rule.ports ?? []).map((port) => port.port)));
    expect(ports.sort()).toEqual([27017, 443, Number(new URL(config.S3_ENDPOINT).port)].sort());
  });
});
