import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as models from 'kubernetes-models';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT, readText } from './workspace';

export interface Manifest {
  /** file#index, for messages */
  where: string;
  file: string;
  doc: KubeObject;
}

export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface ModelClass {
  apiVersion: string;
  kind: string;
  new (data: object): { validate(): void };
}

function isModelClass(value: unknown): value is ModelClass {
  const candidate = value as Partial<ModelClass> | undefined;
  return typeof value === 'function' && typeof candidate?.apiVersion === 'string' && typeof candidate.kind === 'string';
}

/** Every model of kubernetes-models by "apiVersion/kind", found by walking its group/version exports. */
const MODELS: Map<string, ModelClass> = (() => {
  const found = new Map<string, ModelClass>();
  const walk = (namespace: object, depth: number) => {
    for (const value of Object.values(namespace)) {
      if (isModelClass(value)) found.set(`${value.apiVersion}/${value.kind}`, value);
      else if (value && typeof value === 'object' && depth < 2) walk(value, depth + 1);
    }
  };
  walk(models, 0);
  return found;
})();

export function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  return MODELS.get(`${apiVersion}/${kind}`);
}

export const K8S_DIR = 'k8s';

export function k8sYamlFiles(): string[] {
  return readdirSync(join(ROOT, K8S_DIR))
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
}

interface ConfigMapGenerator {
  name: string;
  namespace?: string;
  envs?: string[];
  options?: { labels?: Record<string, string>; disableNameSuffixHash?: boolean };
}

/**
 * The ConfigMaps kustomization.yaml generates from env files, as kustomize makes them (`NAME=value`
 * lines, `#` comments), under their base name: kustomize adds the content hash and rewrites the
 * references to it alike.
 */
function generatedConfigMaps(): Manifest[] {
  const kustomization = parse(readText(`${K8S_DIR}/kustomization.yaml`)) as { configMapGenerator?: ConfigMapGenerator[] };
  return (kustomization.configMapGenerator ?? []).map((generator, index) => {
    const lines = (generator.envs ?? []).flatMap((file) => readText(`${K8S_DIR}/${file}`).split('\n'));
    const entries = lines.filter((line) => line.trim() !== '' && !line.trim().startsWith('#')).map((line) => {
      const equals = line.indexOf('=');
      if (equals < 1) throw new Error(`kustomization.yaml configMapGenerator ${generator.name}: not NAME=value: ${line}`);
      return [line.slice(0, equals), line.slice(equals + 1)];
    });
    const doc: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name, namespace: generator.namespace, labels: generator.options?.labels },
      data: Object.fromEntries(entries),
    };
    return { where: `kustomization.yaml#configMapGenerator[${index}]`, file: 'kustomization.yaml', doc };
  });
}

/**
 * Every YAML document in k8s/ except the kustomization (not a Kubernetes object), and the ConfigMaps
 * the kustomization generates.
 */
export function loadManifests(): Manifest[] {
  return [...generatedConfigMaps(), ...fileManifests()];
}

function fileManifests(): Manifest[] {
  return k8sYamlFiles()
    .filter((file) => file !== 'kustomization.yaml')
    .flatMap((file) =>
      parseAllDocuments(readText(`${K8S_DIR}/${file}`)).map((document, index) => {
        if (document.errors.length > 0) throw new Error(`${file}#${index}: ${document.errors[0].message}`);
        return { where: `${file}#${index}`, file, doc: document.toJS() as KubeObject };
      }),
    )
    .filter(({ doc }) => doc !== null);
}

export function ofKind(manifests: Manifest[], kind: string, options: { applied?: boolean } = {}): Manifest[] {
  return manifests.filter((m) => m.doc.kind === kind && (!options.applied || !m.file.includes('.example.')));
}
