import { ConfigError, loadConfig } from './config';
import { redisClientOptions } from './redis-client-options';

describe('loadConfig: the embedded TCP transport stays on loopback', () => {
  it.each(['127.0.0.1', '127.3.2.1', 'localhost', '::1', '[::1]'])('accepts TRANSPORT_HOST %s', (host) => {
    expect(loadConfig({}, { TRANSPORT_HOST: host }).platform.transport).toMatchObject({ kind: 'tcp', host });
  });

  it.each(['0.0.0.0', '10.0.0.5', '::', 'content.internal'])('refuses TRANSPORT_HOST %s at start, saying why', (host) => {
    expect(() => loadConfig({}, { TRANSPORT_HOST: host })).toThrow(ConfigError);
    expect(() => loadConfig({}, { TRANSPORT_HOST: host })).toThrow(`TRANSPORT_HOST ${host} is not a loopback address`);
  });

  it('ignores TRANSPORT_HOST when REDIS_URL puts the transport on Redis', () => {
    const { platform } = loadConfig({}, { TRANSPORT_HOST: '0.0.0.0', REDIS_URL: 'redis://:secret@redis:6379' });
    expect(platform.transport.kind).toBe('redis');
  });
});

describe('loadConfig: the MongoDB database and Elasticsearch index prefixes', () => {
  const engines = { MONGO_URL: 'mongodb://mongo:27017', ELASTICSEARCH_URL: 'http://search:9200' };

  it('are labmedicin unless set', () => {
    const { platform } = loadConfig({}, engines);
    expect(platform.mongo).toEqual({ url: engines.MONGO_URL, databasePrefix: 'labmedicin' });
    expect(platform.elasticsearch).toEqual({ nodes: [engines.ELASTICSEARCH_URL], indexPrefix: 'labmedicin' });
  });

  it('take a deployment name', () => {
    const { platform } = loadConfig({}, { ...engines, MONGO_DATABASE_PREFIX: 'labmedicin-staging', SEARCH_INDEX_PREFIX: 'staging_2' });
    expect(platform.mongo?.databasePrefix).toBe('labmedicin-staging');
    expect(platform.elasticsearch?.indexPrefix).toBe('staging_2');
  });

  it.each([
    ['MONGO_DATABASE_PREFIX', 'Labmedicin'],
    ['MONGO_DATABASE_PREFIX', 'lab/medicin'],
    ['SEARCH_INDEX_PREFIX', '-labmedicin'],
    ['SEARCH_INDEX_PREFIX', 'x'.repeat(41)],
  ])('refuse %s=%s at start, naming the variable', (name, value) => {
    expect(() => loadConfig({}, { ...engines, [name]: value })).toThrow(new RegExp(`${name}: must be 1 to 40 lowercase letters`));
  });
});

describe('loadConfig: connection strings as the engines document them', () => {
  it.each([
    'mongodb://mongo:27017',
    'mongodb://u:p@h1:27017,h2:27017,h3:27017/labmedicin?replicaSet=rs0',
    'mongodb://u:p%40ss@h1,h2/?replicaSet=rs0&readPreference=primaryPreferred&w=majority&tls=true',
    'mongodb+srv://u:p@cluster0.example.net/?retryWrites=true',
  ])('accepts MONGO_URL %s as given', (url) => {
    expect(loadConfig({}, { MONGO_URL: url }).platform.mongo).toEqual({ url, databasePrefix: 'labmedicin' });
  });

  it.each(['http://mongo:27017', 'mongodb://', 'mongo:27017', 'mongodb+srv://h1,h2/'])('refuses MONGO_URL %s, naming the variable', (url) => {
    expect(() => loadConfig({}, { MONGO_URL: url })).toThrow(/MONGO_URL: must be a MongoDB connection string/);
  });

  it.each(['redis://:secret@redis:6379', 'redis://default:secret@redis:6379/2', 'rediss://:secret@redis.example.net:6380'])(
    'accepts REDIS_URL %s (TLS with rediss://)',
    (url) => {
      expect(loadConfig({}, { REDIS_URL: url }).platform.redis).toEqual({ url, sentinel: null });
    },
  );

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({}, { REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL: must be a URL starting with redis:\/\/ or rediss:\/\//);
  });

  it('reads Sentinel: the sentinels, the master group from REDIS_URL, and their password', () => {
    const { platform } = loadConfig(
      {},
      { REDIS_URL: 'redis://:secret@mymaster/0', REDIS_SENTINELS: 's1:26379, s2:26379,[::1]:26380', REDIS_SENTINEL_PASSWORD: 'watch' },
    );
    expect(platform.redis).toEqual({
      url: 'redis://:secret@mymaster/0',
      sentinel: {
        sentinels: [
          { host: 's1', port: 26379 },
          { host: 's2', port: 26379 },
          { host: '::1', port: 26380 },
        ],
        name: 'mymaster',
        password: 'watch',
      },
    });
    expect(redisClientOptions(platform.redis!)).toEqual({ sentinels: platform.redis!.sentinel!.sentinels, name: 'mymaster', sentinelPassword: 'watch' });
  });

  it('reaches sentinels over TLS when REDIS_URL is rediss://', () => {
    const { platform } = loadConfig({}, { REDIS_URL: 'rediss://:secret@mymaster', REDIS_SENTINELS: 's1:26379' });
    expect(redisClientOptions(platform.redis!)).toMatchObject({ name: 'mymaster', enableTLSForSentinelMode: true });
  });

  it('adds nothing to the URL for one Redis server', () => {
    const { platform } = loadConfig({}, { REDIS_URL: 'redis://:secret@redis:6379' });
    expect(redisClientOptions(platform.redis!)).toEqual({});
  });

  it('refuses REDIS_SENTINELS without REDIS_URL, and sentinels that are not host:port', () => {
    expect(() => loadConfig({}, { REDIS_SENTINELS: 's1:26379' })).toThrow('REDIS_SENTINELS is set but REDIS_URL is not');
    expect(() => loadConfig({}, { REDIS_URL: 'redis://mymaster', REDIS_SENTINELS: 's1' })).toThrow(/REDIS_SENTINELS.*host:port/);
  });

  it('takes several Elasticsearch nodes and an API key', () => {
    const { platform } = loadConfig({}, { ELASTICSEARCH_URL: 'https://es1:9200, https://es2:9200', ELASTICSEARCH_API_KEY: 'aWQ6a2V5' });
    expect(platform.elasticsearch).toEqual({ nodes: ['https://es1:9200', 'https://es2:9200'], apiKey: 'aWQ6a2V5', indexPrefix: 'labmedicin' });
  });

  it('refuses an Elasticsearch node that is not http(s)', () => {
    expect(() => loadConfig({}, { ELASTICSEARCH_URL: 'https://es1:9200,es2:9200' })).toThrow(/ELASTICSEARCH_URL.*must be a URL starting with http:\/\/ or https:\/\//);
  });
});

describe('loadConfig: traces (OpenTelemetry variables)', () => {
  it('are off unless an OTLP exporter is configured', () => {
    expect(loadConfig({}, {}).platform.tracing).toEqual({ enabled: false, protocol: 'http/protobuf' });
    expect(loadConfig({}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }).platform.tracing.enabled).toBe(false);
    expect(loadConfig({}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).platform.tracing.enabled).toBe(false);
  });

  it('are on with an endpoint, in the protocol and under the service name asked for', () => {
    const { platform } = loadConfig(
      {},
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'labmedicin-staging' },
    );
    expect(platform.tracing).toEqual({ enabled: true, protocol: 'http/json', serviceName: 'labmedicin-staging' });
    expect(loadConfig({}, { OTEL_TRACES_EXPORTER: 'otlp' }).platform.tracing.enabled).toBe(true);
  });

  it('refuses OTLP over gRPC, which is not bundled, naming the variable', () => {
    expect(() => loadConfig({}, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL: must be http\/protobuf or http\/json/,
    );
  });
});
