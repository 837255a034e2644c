import { ConfigError, loadConfig } from './config';

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
    expect(platform.elasticsearch).toEqual({ url: engines.ELASTICSEARCH_URL, indexPrefix: 'labmedicin' });
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
