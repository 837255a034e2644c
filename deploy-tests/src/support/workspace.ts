import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { platformEnvSchema } from '@labmedicin/platform';

export const ROOT = resolve(__dirname, '../../..');

export function readText(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

export function readJson<T>(path: string): T {
  return JSON.parse(readText(path)) as T;
}

interface ProjectJson {
  name: string;
  tags?: string[];
  targets?: Record<string, unknown>;
}

/** The projects of a workspace folder (apps or libs): each sub-folder with a project.json. */
export function projectsIn(folder: 'apps' | 'libs'): { dir: string; project: ProjectJson }[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, folder, entry.name, 'project.json')))
    .map((entry) => ({ dir: `${folder}/${entry.name}`, project: readJson<ProjectJson>(`${folder}/${entry.name}/project.json`) }))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/** The deployable processes: the gateway and the four services, each `node apps/<name>/dist/main.js`. */
export function serverApps(): string[] {
  return projectsIn('apps')
    .filter(({ project }) => project.tags?.includes('type:app') && project.tags.includes('scope:backend'))
    .map(({ project }) => project.name);
}

export const entryCommand = (app: string): string[] => ['node', `apps/${app}/dist/main.js`];

const S3_ENV = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'];

/** What each app must be given in production: the engines it owns (README, "Architecture" and "Production profile"). */
const DESIGNED_ENV: Record<string, string[]> = {
  gateway: ['SESSION_SECRET'],
  'auth-users': ['MONGO_URL'],
  content: ['MONGO_URL', 'ELASTICSEARCH_URL'],
  media: ['MONGO_URL', ...S3_ENV],
  comments: ['MONGO_URL'],
};

/** The ports an app opens through PlatformModule.forNode({ documents, objects, search }) need their engine. */
const PORT_ENV: [RegExp, string[]][] = [
  [/\bdocuments:\s*true\b/, ['MONGO_URL']],
  [/\bobjects:\s*true\b/, S3_ENV],
  [/\bsearch:\s*true\b/, ['ELASTICSEARCH_URL']],
];

export function requiredEnv(app: string): string[] {
  const modulePath = `apps/${app}/src/app.module.ts`;
  const source = existsSync(join(ROOT, modulePath)) ? readText(modulePath) : '';
  const fromPorts = PORT_ENV.filter(([pattern]) => pattern.test(source)).flatMap(([, names]) => names);
  return [...new Set(['NODE_ENV', 'REDIS_URL', ...(DESIGNED_ENV[app] ?? []), ...fromPorts])].sort();
}

/**
 * The variables an app reads: the platform's schema plus the keys of the app's own env schema in
 * apps/<app>/src/config. Read as text, since a test project may not import an app (module
 * boundaries); the keys are written one per line as `NAME: z...`.
 */
export function envReadBy(app: string): Set<string> {
  const names = new Set(Object.keys(platformEnvSchema.shape));
  const configDir = join(ROOT, 'apps', app, 'src', 'config');
  if (existsSync(configDir)) {
    for (const file of readdirSync(configDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
      for (const match of readText(`apps/${app}/src/config/${file}`).matchAll(/^\s*([A-Z][A-Z0-9_]+)\s*:/gm)) {
        names.add(match[1]);
      }
    }
  }
  return names;
}
