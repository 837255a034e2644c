import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { cloneSeededContent } from '@labmedicin/platform/testing';

/**
 * Which profile the gateway's API suites run on: `production` in the jest project
 * `gateway-production` (jest.production.config.js sets it), `embedded` otherwise.
 */
export const STACK_PROFILE: 'embedded' | 'production' = process.env.GATEWAY_STACK_PROFILE === 'production' ? 'production' : 'embedded';

/** A stack's own part of the shared production engines, as the variables that point it there. */
export interface EngineSpace {
  env: Record<string, string>;
  /** Empties and removes everything the stack stored there. */
  remove(): Promise<void>;
}

/** Redis databases 1–15 go to stacks, one stack each at a time; 0 is the product's, which the browser suites start. */
const STACK_REDIS_DATABASES = 15;
const STACK_LEASE_KEY = 'labmedicin:test:gateway-stack-database:';
/** A lease outlives any stack; it only keeps a run that died from holding a database for good. */
const STACK_LEASE_MS = 30 * 60_000;
const SERVICE_DATABASES = ['gateway', 'auth-users', 'content', 'media', 'comments'];

function readEnvFile(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/**
 * On the production profile, a space of the engines that `npm test` (or `npm run engines:up`)
 * brought up that no other stack sees, since jest runs suites side by side and each assumes a
 * fresh store: a Redis database of its own (transport streams, sessions, cache, rate limits;
 * emptied first), MongoDB databases and Elasticsearch indices under a prefix of its own, and a
 * bucket of its own. With `seeded`, content's part of it starts as a copy of the seeded content
 * `npm test` made (seeded-content.ts). Null on the embedded profile.
 */
export async function engineSpace({ seeded }: { seeded: boolean }): Promise<EngineSpace | null> {
  if (STACK_PROFILE === 'embedded') return null;
  const file = process.env.ENGINES_ENV_FILE;
  if (!file) throw new Error('the gateway-production suites need the engines: set ENGINES_ENV_FILE (npm run engines:up writes .engines.env)');
  const engines = readEnvFile(file);
  // The engines' clients are loaded only on this profile: the embedded suites spent about a second loading them each.
  const [{ Redis }, { Client: S3Client }, { default: mongoose }] = await Promise.all([import('ioredis'), import('minio'), import('mongoose')]);
  const name = `gw${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

  const control = new Redis(engines.REDIS_URL, { maxRetriesPerRequest: 1 });
  const database = await leaseDatabase(control, name);
  const redisUrl = new URL(engines.REDIS_URL);
  redisUrl.pathname = `/${database}`;
  const redis = new Redis(redisUrl.toString(), { maxRetriesPerRequest: 1 });
  await redis.flushdb();

  const env = {
    REDIS_URL: redisUrl.toString(),
    MONGO_URL: engines.MONGO_URL,
    MONGO_DATABASE_PREFIX: name,
    ELASTICSEARCH_URL: engines.ELASTICSEARCH_URL,
    SEARCH_INDEX_PREFIX: name,
    S3_ENDPOINT: engines.S3_ENDPOINT,
    S3_ACCESS_KEY: engines.S3_ACCESS_KEY,
    S3_SECRET_KEY: engines.S3_SECRET_KEY,
    S3_BUCKET: name,
  };

  const remove = async () => {
    await redis.flushdb();
    redis.disconnect();
    // Given back only by its holder, and only after it is emptied: the next stack finds it clean.
    await control.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", 1, `${STACK_LEASE_KEY}${database}`, name);
    control.disconnect();
    const mongo = await mongoose.mongo.MongoClient.connect(engines.MONGO_URL);
    try {
      for (const service of SERVICE_DATABASES) await mongo.db(`${name}-${service}`).dropDatabase();
    } finally {
      await mongo.close();
    }
    // Deleting by wildcard is refused (action.destructive_requires_name): list, then name them.
    const listed = await fetch(`${engines.ELASTICSEARCH_URL}/_cat/indices/${name}-*?h=index&format=json`);
    const indices = ((await listed.json()) as { index: string }[]).map(({ index }) => index);
    if (indices.length > 0) await fetch(`${engines.ELASTICSEARCH_URL}/${indices.join(',')}`, { method: 'DELETE' });
    const endpoint = new URL(engines.S3_ENDPOINT);
    const s3 = new S3Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port),
      useSSL: endpoint.protocol === 'https:',
      accessKey: engines.S3_ACCESS_KEY,
      secretKey: engines.S3_SECRET_KEY,
      pathStyle: true,
    });
    if (await s3.bucketExists(name)) {
      const keys: string[] = [];
      for await (const object of s3.listObjectsV2(name, '', true)) if (object.name) keys.push(object.name);
      if (keys.length > 0) await s3.removeObjects(name, keys);
      await s3.removeBucket(name);
    }
  };
  if (seeded) {
    try {
      await cloneSeededContent({ MONGO_URL: engines.MONGO_URL, ELASTICSEARCH_URL: engines.ELASTICSEARCH_URL }, name);
    } catch (error) {
      await remove();
      throw error;
    }
  }
  return { env, remove };
}

/**
 * A Redis database no other running stack holds. Taking them in turn by a counter gave a sixteenth
 * stack the database of one still running (jest runs suites side by side, some start several
 * stacks): emptied under it, its sessions gone and its transport streams shared, so one stack's
 * requests were answered by the other's services. Waits while all fifteen are held.
 */
async function leaseDatabase(control: Redis, holder: string): Promise<number> {
  for (;;) {
    for (let database = 1; database <= STACK_REDIS_DATABASES; database += 1) {
      if ((await control.set(`${STACK_LEASE_KEY}${database}`, holder, 'PX', STACK_LEASE_MS, 'NX')) === 'OK') return database;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

