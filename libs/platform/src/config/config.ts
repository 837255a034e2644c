import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The environment of README "Configuration", validated once at start into one typed object.
 * Nothing else in the services reads process.env. A variable that is unset selects the embedded
 * adapter for that concern; a variable that is set selects the production one, never a fallback.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

/** A name part valid both in a MongoDB database name and an Elasticsearch index name. */
const namePrefix = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be 1 to 40 lowercase letters, digits, - or _, starting with a letter or digit')
  .default('labmedicin');

export const platformEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalUrl,
  MONGO_URL: optionalUrl,
  MONGO_DATABASE_PREFIX: namePrefix,
  ELASTICSEARCH_URL: optionalUrl,
  SEARCH_INDEX_PREFIX: namePrefix,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('labmedicin'),
  SESSION_SECRET: z.string().optional(),
  TRANSPORT_HOST: z.string().default('127.0.0.1'),
  TRANSPORT_PORT_BASE: z.coerce.number().int().min(1).max(65000).default(4100),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;

export interface PlatformConfig {
  env: PlatformEnv['NODE_ENV'];
  /** Absolute path of the embedded data folder. */
  dataDir: string;
  logLevel: PlatformEnv['LOG_LEVEL'];
  redis: { url: string } | null;
  /** Each service's database is `<databasePrefix>-<service>`. */
  mongo: { url: string; databasePrefix: string } | null;
  /** Each index is `<indexPrefix>-<name>`. */
  elasticsearch: { url: string; indexPrefix: string } | null;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string } | null;
  transport: {
    kind: 'tcp' | 'redis';
    /** TCP only: where the embedded processes listen; node n listens on portBase + n. */
    host: string;
    portBase: number;
    requestTimeoutMs: number;
  };
}

export class ConfigError extends Error {}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

export function toPlatformConfig(env: PlatformEnv): PlatformConfig {
  if (env.S3_ENDPOINT && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY)) {
    throw new ConfigError('S3_ENDPOINT is set but S3_ACCESS_KEY or S3_SECRET_KEY is missing');
  }
  // The TCP transport has no authentication: anyone who reaches its ports can call any service.
  if (!env.REDIS_URL && !isLoopbackHost(env.TRANSPORT_HOST)) {
    throw new ConfigError(
      `TRANSPORT_HOST ${env.TRANSPORT_HOST} is not a loopback address: the embedded TCP transport has no authentication and listens ` +
        'on loopback only; set REDIS_URL to run services across machines',
    );
  }
  return {
    env: env.NODE_ENV,
    dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    redis: env.REDIS_URL ? { url: env.REDIS_URL } : null,
    mongo: env.MONGO_URL ? { url: env.MONGO_URL, databasePrefix: env.MONGO_DATABASE_PREFIX } : null,
    elasticsearch: env.ELASTICSEARCH_URL ? { url: env.ELASTICSEARCH_URL, indexPrefix: env.SEARCH_INDEX_PREFIX } : null,
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          accessKey: env.S3_ACCESS_KEY as string,
          secretKey: env.S3_SECRET_KEY as string,
          bucket: env.S3_BUCKET,
        }
      : null,
    transport: {
      kind: env.REDIS_URL ? 'redis' : 'tcp',
      host: env.TRANSPORT_HOST,
      portBase: env.TRANSPORT_PORT_BASE,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    },
  };
}

/**
 * Parse the environment against the platform schema extended by a service's own variables.
 * Throws a ConfigError that names every bad variable.
 */
export function loadConfig<S extends z.ZodRawShape>(
  extra: S,
  env: NodeJS.ProcessEnv = process.env,
): { platform: PlatformConfig; service: z.infer<z.ZodObject<S>> } {
  const platform = platformEnvSchema.safeParse(env);
  const service = z.object(extra).safeParse(env);
  const issues = [...(platform.error?.issues ?? []), ...(service.error?.issues ?? [])];
  if (!platform.success || !service.success) {
    const lines = issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return { platform: toPlatformConfig(platform.data), service: service.data };
}
