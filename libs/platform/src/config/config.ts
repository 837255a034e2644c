import { isAbsolute, resolve } from 'node:path';
import { ConnectionString } from 'mongodb-connection-string-url';
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

const blankAsUnset = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v));

/** A URL of one of the schemes given, as the WHATWG URL parser reads it (one host). */
const urlOf = (schemes: string[]) =>
  z.string().refine(
    (v) => URL.canParse(v) && schemes.includes(new URL(v).protocol.slice(0, -1)),
    `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  );

/**
 * A MongoDB connection string as the driver reads it: a seed list of hosts (`h1:27017,h2:27017`)
 * with options such as `replicaSet`, or `mongodb+srv://`. WHATWG URLs have one host, so they
 * refused every replica set; the driver's own parser decides instead.
 */
const mongoUrl = z.string().refine((v) => {
  try {
    return new ConnectionString(v).hosts.length > 0;
  } catch {
    return false;
  }
}, 'must be a MongoDB connection string (mongodb://host1[:port][,host2...]/[database][?options] or mongodb+srv://host/...)');

/** Elasticsearch nodes, comma-separated: the client spreads requests over them and retries on another. */
const elasticsearchNodes = z
  .string()
  .transform((v) => v.split(',').map((node) => node.trim()).filter((node) => node !== ''))
  .pipe(z.array(urlOf(['http', 'https'])).min(1));

/** The OTLP protocols this product exports traces with (OTLP/HTTP); gRPC is not bundled. */
const otlpProtocol = z.enum(['http/protobuf', 'http/json'], {
  errorMap: () => ({ message: 'must be http/protobuf or http/json (OTLP over gRPC is not supported)' }),
});

/** Redis Sentinels, `host:port` comma-separated. */
const sentinelAddresses = z
  .string()
  .transform((v) => v.split(',').map((address) => address.trim()).filter((address) => address !== ''))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^(\[[0-9a-fA-F:]+\]|[^:\s]+):\d{1,5}$/, 'must be host:port pairs, comma-separated')
          .transform((address) => {
            const colon = address.lastIndexOf(':');
            return { host: address.slice(0, colon).replace(/^\[(.*)\]$/, '$1'), port: Number(address.slice(colon + 1)) };
          }),
      )
      .min(1),
  );

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
  REDIS_URL: blankAsUnset.pipe(urlOf(['redis', 'rediss']).optional()).optional(),
  REDIS_SENTINELS: blankAsUnset.pipe(sentinelAddresses.optional()).optional(),
  REDIS_SENTINEL_PASSWORD: z.string().optional(),
  MONGO_URL: blankAsUnset.pipe(mongoUrl.optional()).optional(),
  MONGO_DATABASE_PREFIX: namePrefix,
  ELASTICSEARCH_URL: blankAsUnset.pipe(elasticsearchNodes.optional()).optional(),
  ELASTICSEARCH_API_KEY: blankAsUnset.optional(),
  SEARCH_INDEX_PREFIX: namePrefix,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default('labmedicin'),
  SESSION_SECRET: z.string().optional(),
  TRANSPORT_HOST: z.string().default('127.0.0.1'),
  TRANSPORT_PORT_BASE: z.coerce.number().int().min(1).max(65000).default(4100),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(1500),
  // OpenTelemetry's standard variables (the exporter also reads the endpoints and headers itself).
  OTEL_SDK_DISABLED: blankAsUnset.pipe(z.enum(['true', 'false']).optional()).optional(),
  OTEL_TRACES_EXPORTER: blankAsUnset.pipe(z.enum(['otlp', 'none']).optional()).optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: blankAsUnset.pipe(urlOf(['http', 'https']).optional()).optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: blankAsUnset.pipe(urlOf(['http', 'https']).optional()).optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: blankAsUnset.pipe(otlpProtocol.optional()).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: blankAsUnset.pipe(otlpProtocol.optional()).optional(),
  OTEL_SERVICE_NAME: blankAsUnset.optional(),
  OPS_PORT: blankAsUnset.pipe(z.coerce.number().int().min(1).max(65535).optional()).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;

export interface PlatformConfig {
  env: PlatformEnv['NODE_ENV'];
  /** Absolute path of the embedded data folder. */
  dataDir: string;
  logLevel: PlatformEnv['LOG_LEVEL'];
  redis: RedisEndpoint | null;
  /** Each service's database is `<databasePrefix>-<service>`. */
  mongo: { url: string; databasePrefix: string } | null;
  /** Each index is `<indexPrefix>-<name>`. */
  elasticsearch: ElasticsearchEndpoint | null;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string } | null;
  tracing: TracingConfig;
  /** The operations port (/livez, /readyz, /metrics); null: none. */
  operations: { port: number | null };
  transport: {
    kind: 'tcp' | 'redis';
    /** TCP only: where the embedded processes listen; node n listens on portBase + n. */
    host: string;
    portBase: number;
    requestTimeoutMs: number;
    /** How long a service may answer nothing at all before its callers get 503 (half waiting, half asking its health). */
    serviceTimeoutMs: number;
  };
}

/**
 * Redis as REDIS_URL names it (`rediss://` for TLS, credentials and database in the URL). With
 * REDIS_SENTINELS the URL's host is the name of the master group the sentinels watch, and ioredis
 * asks them where the master is, before each connect and after a failover.
 */
export interface RedisEndpoint {
  url: string;
  sentinel: { sentinels: { host: string; port: number }[]; name: string; password?: string } | null;
}

export interface ElasticsearchEndpoint {
  /** One or more nodes. */
  nodes: string[];
  /** An API key (the base64 `id:api_key` Elasticsearch returns), instead of credentials in the URLs. */
  apiKey?: string;
  indexPrefix: string;
}

/** Traces: on when an OTLP exporter is configured (an endpoint, or OTEL_TRACES_EXPORTER=otlp). */
export interface TracingConfig {
  enabled: boolean;
  protocol: 'http/protobuf' | 'http/json';
  serviceName?: string;
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
  if (env.REDIS_SENTINELS && !env.REDIS_URL) {
    throw new ConfigError('REDIS_SENTINELS is set but REDIS_URL is not: REDIS_URL names the master group (redis://:password@<group>/0)');
  }
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
    redis: env.REDIS_URL ? redisEndpointOf(env.REDIS_URL, env) : null,
    mongo: env.MONGO_URL ? { url: env.MONGO_URL, databasePrefix: env.MONGO_DATABASE_PREFIX } : null,
    elasticsearch: env.ELASTICSEARCH_URL
      ? { nodes: env.ELASTICSEARCH_URL, apiKey: env.ELASTICSEARCH_API_KEY, indexPrefix: env.SEARCH_INDEX_PREFIX }
      : null,
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          accessKey: env.S3_ACCESS_KEY as string,
          secretKey: env.S3_SECRET_KEY as string,
          bucket: env.S3_BUCKET,
        }
      : null,
    operations: { port: env.OPS_PORT ?? null },
    tracing: tracingOf(env),
    transport: {
      kind: env.REDIS_URL ? 'redis' : 'tcp',
      host: env.TRANSPORT_HOST,
      portBase: env.TRANSPORT_PORT_BASE,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      serviceTimeoutMs: env.SERVICE_TIMEOUT_MS,
    },
  };
}

function tracingOf(env: PlatformEnv): TracingConfig {
  const exporterSet = env.OTEL_TRACES_EXPORTER === 'otlp' || !!env.OTEL_EXPORTER_OTLP_ENDPOINT || !!env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  return {
    enabled: exporterSet && env.OTEL_TRACES_EXPORTER !== 'none' && env.OTEL_SDK_DISABLED !== 'true',
    protocol: env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf',
    ...(env.OTEL_SERVICE_NAME ? { serviceName: env.OTEL_SERVICE_NAME } : {}),
  };
}

function redisEndpointOf(url: string, env: PlatformEnv): RedisEndpoint {
  if (!env.REDIS_SENTINELS) return { url, sentinel: null };
  const sentinel = { sentinels: env.REDIS_SENTINELS, name: new URL(url).hostname };
  return { url, sentinel: env.REDIS_SENTINEL_PASSWORD ? { ...sentinel, password: env.REDIS_SENTINEL_PASSWORD } : sentinel };
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
