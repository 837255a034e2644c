import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goInstalled, run, toolsCacheDir } from './kubeconform';

/**
 * The checkers operators run on manifests and rules, at the versions the deployment is held to,
 * installed into the same cache as kubeconform and kustomize on first use.
 */
/** remove_all_sd leaves out Prometheus' service discoveries (each cloud's SDK): rule checks need none, and the build takes a fraction of the time. */
const PROMTOOL = { module: 'github.com/prometheus/prometheus/cmd/promtool', version: 'v0.316.0', binary: 'promtool', tags: ['remove_all_sd'] };
const KUBE_SCORE = { module: 'github.com/zegl/kube-score/cmd/kube-score', version: 'v1.20.0', binary: 'kube-score' };
const CHECKOV = { name: 'checkov', version: '3.3.30' };

/** promtool is most of Prometheus: its first build takes many minutes on two cores. */
const PROMTOOL_BUILD_MS = 45 * 60_000;

/** promtool (Prometheus' own rule checker), built once from the Prometheus module (v0.316.0 is Prometheus 3.16.0's module version). */
export function installPromtool(): string {
  return goInstalled(toolsCacheDir(), { ...PROMTOOL, timeoutMs: PROMTOOL_BUILD_MS });
}

/** kube-score, built once from its module. */
export function installKubeScore(): string {
  return goInstalled(toolsCacheDir(), KUBE_SCORE);
}

/** `promtool check rules` of one rule file (the `groups:` of a PrometheusRule's spec): its exit and what it said. */
export function promtoolCheckRules(promtool: string, rulesYaml: string, folder: string): { ok: boolean; output: string } {
  const file = join(folder, 'rules.yaml');
  writeFileSync(file, rulesYaml);
  try {
    return { ok: true, output: execFileSync(promtool, ['check', 'rules', file], { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (error) {
    const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${stdout ?? ''}${stderr ?? ''}` || message };
  }
}

/** One check kube-score made of one object (`kube-score score -o json`); grade 1 is critical, 5 a warning, 10 passed. */
export interface KubeScoreCheck {
  object: string;
  check: string;
  grade: number;
  skipped: boolean;
  comments: string[];
}

interface KubeScoreObject {
  object_name: string;
  type_meta: { kind: string };
  checks: { check: { id: string }; grade: number; skipped: boolean; comments: { summary: string; path?: string }[] | null }[];
}

/** Every check kube-score makes of these manifests, with the options it is run with by default. */
export function kubeScore(kubeScoreBinary: string, manifests: string): KubeScoreCheck[] {
  let output: string;
  try {
    output = execFileSync(kubeScoreBinary, ['score', '--output-format', 'json', '-'], { input: manifests, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    // Exit 1 when a check is critical: the report is still on stdout.
    const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
    if (!stdout) throw new Error(`kube-score failed: ${(stderr || message).trim()}`);
    output = stdout;
  }
  return (JSON.parse(output) as KubeScoreObject[]).flatMap((object) =>
    object.checks.map(({ check, grade, skipped, comments }) => ({
      object: object.object_name,
      check: check.id,
      grade,
      skipped,
      comments: (comments ?? []).map((c) => `${c.path ?? ''} ${c.summary}`.trim()),
    })),
  );
}

/**
 * checkov in a virtual environment of its own in the cache (`pip install` from the Python package
 * index, a few minutes once). A marker file is written last, so an install cut short is redone.
 */
export function installCheckov(): string {
  const venv = join(toolsCacheDir(), `${CHECKOV.name}-${CHECKOV.version}`);
  const python = join(venv, 'bin', 'python');
  const complete = join(venv, '.installed');
  if (existsSync(complete)) return python;
  rmSync(venv, { recursive: true, force: true });
  mkdirSync(toolsCacheDir(), { recursive: true });
  const why = `checkov ${CHECKOV.version} could not be installed with \`python3 -m venv\` and \`pip install ${CHECKOV.name}==${CHECKOV.version}\` (it needs Python 3.9+ with venv and the Python package index)`;
  run('python3', ['-m', 'venv', venv], { timeoutMs: 2 * 60_000, why });
  run(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', `${CHECKOV.name}==${CHECKOV.version}`], { timeoutMs: 20 * 60_000, why });
  writeFileSync(complete, `${CHECKOV.name}==${CHECKOV.version}\n`);
  return python;
}

/** A check checkov failed: its id and the object it failed on. */
export interface CheckovFailure {
  id: string;
  name: string;
  resource: string;
}

/** The checks checkov fails on one file, of one framework (kubernetes, dockerfile). */
export function checkov(python: string, file: string, framework: 'kubernetes' | 'dockerfile'): CheckovFailure[] {
  let output: string;
  // What the `checkov` script does, run by the environment's python: the script's #! names the folder it was installed in.
  const args = ['-c', 'import sys\nfrom checkov.main import Checkov\nsys.exit(Checkov().run())', '--file', file, '--framework', framework, '--output', 'json', '--compact', '--quiet', '--skip-download'];
  try {
    output = execFileSync(python, args, { encoding: 'utf8', timeout: 10 * 60_000, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, BC_SKIP_MAPPING: 'TRUE' } });
  } catch (error) {
    // Exit 1 when a check fails: the report is still on stdout.
    const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
    if (!stdout) throw new Error(`checkov failed: ${(stderr || message).trim()}`);
    output = stdout;
  }
  const report = JSON.parse(output) as { results?: { failed_checks: { check_id: string; check_name: string; resource: string }[] } };
  return (report.results?.failed_checks ?? []).map((c) => ({ id: c.check_id, name: c.check_name, resource: c.resource }));
}
