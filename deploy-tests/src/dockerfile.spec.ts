import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyParts, execForm, lastOf, parseDockerfile, type Stage } from './support/dockerfile';
import { ROOT, entryCommand, projectsIn, readJson, readText, serverApps } from './support/workspace';

const stages = parseDockerfile(readText('Dockerfile'));
const runtime = stages.at(-1) as Stage;
const stage = (name: string) => stages.find((s) => s.name === name) as Stage;
const runs = (s: Stage) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
const envOf = (s: Stage) => s.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.args).join(' ');

/** What the runtime stage copies out of the build stage, as destination paths. */
const copiedFromBuild = runtime.instructions
  .filter((i) => i.keyword === 'COPY')
  .map(copyParts)
  .filter(({ flags }) => flags.from === 'build');

describe('Dockerfile', () => {
  it('builds every stage on node:24-bookworm-slim or on an earlier stage', () => {
    const earlier = new Set(['node:24-bookworm-slim']);
    for (const { base, name } of stages) {
      expect([name, earlier.has(base)]).toEqual([name, true]);
      if (name) earlier.add(name);
    }
  });

  it("has a lock file npm ci accepts with only the manifests stage's files: every platform's optional packages are in it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'labmedicin-npm-ci-'));
    try {
      const workspaceManifests = ['apps', 'libs'].flatMap((folder) =>
        readdirSync(join(ROOT, folder))
          .map((name) => `${folder}/${name}/package.json`)
          .filter((manifest) => existsSync(join(ROOT, manifest))),
      );
      const manifests = ['package.json', 'package-lock.json', ...workspaceManifests];
      for (const manifest of manifests) cpSync(join(ROOT, manifest), join(dir, manifest));
      const result = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
      expect({ status: result.status, errors: result.stderr.split('\n').filter((line) => line.startsWith('npm error')) }).toEqual({
        status: 0,
        errors: [],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('installs with npm ci, builds with nx without daemon or cloud, and ships production dependencies only', () => {
    expect(runs(stage('deps')).join('\n')).toMatch(/npm ci\b(?!.*--omit)/);
    expect(runs(stage('build')).join('\n')).toContain('nx run-many -t build');
    expect(envOf(stage('build'))).toEqual(expect.stringContaining('NX_DAEMON=false'));
    expect(envOf(stage('build'))).toEqual(expect.stringContaining('NX_NO_CLOUD=true'));
    expect(runs(stage('prod-deps')).join('\n')).toContain('npm ci --omit=dev');
    // npm ci needs every workspace's package.json beside the lock file.
    const collected = runs(stage('manifests')).join('\n');
    for (const workspace of readJson<{ workspaces: string[] }>('package.json').workspaces) {
      expect(collected).toContain(`${workspace}/package.json`);
    }
    const fromDeps = runtime.instructions.filter((i) => i.keyword === 'COPY').map(copyParts).filter((c) => c.flags.from);
    expect(fromDeps.map((c) => c.flags.from)).not.toContain('deps');
    expect(fromDeps.map((c) => c.flags.from)).toContain('prod-deps');
  });

  it('copies the dist of every project with a build target, the seed articles, and nothing else, from the build stage', () => {
    const built = [...projectsIn('apps'), ...projectsIn('libs')].filter(({ project }) => project.targets?.build).map(({ dir }) => `${dir}/dist`);
    // Content reads its seed articles as data files at its first start; the backup CronJob runs the
    // archive's command line (with what it imports) and the upload to the backup bucket.
    const data = ['apps/content/seed', 'scripts/archive.mjs', 'scripts/processes.mjs', 'scripts/backup.mjs'];
    for (const { sources, dest } of copiedFromBuild) expect(sources).toEqual([`/app/${dest}`]);
    expect(copiedFromBuild.map((c) => c.dest).sort()).toEqual([...built, ...data].sort());
  });

  it('runs as a numeric user and group of its own, 10001, above the ids of the node\'s users', () => {
    expect(lastOf(runtime, 'USER')?.args).toBe('10001:10001');
    const made = runs(runtime).join('\n');
    expect(made).toMatch(/groupadd --gid 10001 labmedicin/);
    expect(made).toMatch(/useradd --uid 10001 --gid 10001 .*--shell \/usr\/sbin\/nologin labmedicin/);
  });

  it('writes no probe script of its own: every app is probed on its operations port', () => {
    expect(runtime.instructions.filter((i) => i.heredoc)).toEqual([]);
    expect(readText('Dockerfile')).not.toContain('/proc/net/tcp');
  });

  it('exposes the gateway port and runs the gateway by default', () => {
    expect(lastOf(runtime, 'EXPOSE')?.args).toBe('5001');
    expect(execForm(lastOf(runtime, 'CMD'))).toEqual(entryCommand('gateway'));
  });

  describe.each(serverApps())('%s', (app) => {
    it('builds its entry to apps/<app>/dist/main.js, the path the image, compose and k8s run', () => {
      const [, entry] = entryCommand(app);
      expect(copiedFromBuild.map((c) => c.dest)).toContain(`apps/${app}/dist`);
      expect(readJson<{ main: string }>(`apps/${app}/package.json`).main).toBe('./dist/main.js');
      const { compilerOptions } = readJson<{ compilerOptions: { rootDir: string; outDir: string } }>(`apps/${app}/tsconfig.app.json`);
      expect(compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
      expect(existsSync(join(ROOT, entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
    });
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, outputs, data and repository state out of the build context', () => {
    const patterns = readText('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    for (const required of ['**/node_modules', '**/dist', 'data', '.git', '.nx']) expect(patterns).toContain(required);
  });
});
