import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { kustomizeBuild, run, type KubeTools } from './kubeconform';
import { K8S_DIR } from './kubernetes';
import { ROOT } from './workspace';

/** The optional components of k8s/ (k8s/components/<name>), as an overlay of one's own turns them on. */
type Component = 'keda' | 'monitoring';

/** Folders made for the renderings, removed by removeRenderings(). */
const made: string[] = [];

/** kustomize's rendering of k8s/ with these components on (none: the base as `kubectl apply -k k8s/` applies it). */
export function renderWith(tools: KubeTools, components: readonly Component[]): string {
  const k8s = join(ROOT, K8S_DIR);
  if (components.length === 0) return kustomizeBuild(tools, k8s);
  const overlay = mkdtempSync(join(tmpdir(), 'k8s-overlay-'));
  made.push(overlay);
  const listed = components.map((name) => relative(overlay, join(k8s, 'components', name)));
  writeFileSync(
    join(overlay, 'kustomization.yaml'),
    `apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [${relative(overlay, k8s)}]\ncomponents: [${listed.join(', ')}]\n`,
  );
  return kustomizeBuild(tools, overlay);
}

/**
 * k8s/ as a release renders it: a copy of the folder in which the image is set as the README's
 * "Deploying" says, `kustomize edit set image labmedicin=<registry>/labmedicin:<tag>@sha256:<digest>`,
 * and these components turned on with `kustomize edit add component`.
 */
export function renderReleased(tools: KubeTools, image: string, components: readonly Component[] = []): string {
  const copy = mkdtempSync(join(tmpdir(), 'k8s-release-'));
  made.push(copy);
  cpSync(join(ROOT, K8S_DIR), copy, { recursive: true });
  const edit = (args: string[]) => run(tools.kustomize, ['edit', ...args], { cwd: copy, timeoutMs: 60_000, why: `kustomize edit ${args.join(' ')} in ${copy} failed` });
  edit(['set', 'image', `labmedicin=${image}`]);
  for (const component of components) edit(['add', 'component', `components/${component}`]);
  return kustomizeBuild(tools, copy);
}

export function removeRenderings(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
