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
