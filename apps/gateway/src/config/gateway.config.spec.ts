import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '@labmedicin/platform';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { loadGatewayConfig } from './gateway.config';

describe('gateway configuration', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir('gateway-config-');
  });
  afterEach(() => dir?.remove());

  it('has working defaults for the embedded profile', () => {
    const config = loadGatewayConfig({ DATA_DIR: dir.path });
    expect(config.port).toBe(5001);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.trustProxy).toBe(false);
    expect(config.session).toMatchObject({ cookieName: 'labmedicin.sid', secureCookie: false });
    expect(config.rateLimits).toEqual({
      windowSeconds: 900,
      loginFailuresPerIpEmail: 10,
      loginFailuresPerIp: 100,
      registerPerIp: 20,
      passwordResetsPerIp: 10,
      passwordResetsPerEmail: 3,
      commentsPerUser: 10,
      searchReportsPerIp: 1000,
      twoFactorFailuresPerAccount: 5,
      twoFactorFailuresPerIp: 50,
    });
    expect(config.requireAdminTwoFactor).toBe(false);
    expect(config.httpCache).toBe(true);
  });

  it('requires two-factor of admins with REQUIRE_ADMIN_2FA=true, and names a bad value', () => {
    expect(loadGatewayConfig({ DATA_DIR: dir.path, REQUIRE_ADMIN_2FA: 'true' }).requireAdminTwoFactor).toBe(true);
    expect(loadGatewayConfig({ DATA_DIR: dir.path, REQUIRE_ADMIN_2FA: 'false' }).requireAdminTwoFactor).toBe(false);
    expect(() => loadGatewayConfig({ DATA_DIR: dir.path, REQUIRE_ADMIN_2FA: 'yes' })).toThrow(/REQUIRE_ADMIN_2FA/);
    expect(() => loadGatewayConfig({ DATA_DIR: dir.path, TWO_FACTOR_MAX_FAILURES_PER_ACCOUNT: '0' })).toThrow(/TWO_FACTOR_MAX_FAILURES_PER_ACCOUNT/);
  });

  it('turns the cache of public answers off with HTTP_CACHE=off and names a bad value', () => {
    expect(loadGatewayConfig({ DATA_DIR: dir.path, HTTP_CACHE: 'off' }).httpCache).toBe(false);
    expect(() => loadGatewayConfig({ DATA_DIR: dir.path, HTTP_CACHE: 'maybe' })).toThrow(/HTTP_CACHE/);
  });

  it('takes the public base URL without its trailing slash, and names a bad one', () => {
    expect(loadGatewayConfig({ DATA_DIR: dir.path }).publicUrl).toBeNull();
    expect(loadGatewayConfig({ DATA_DIR: dir.path, PUBLIC_URL: 'https://labmedicin.example/' }).publicUrl).toBe('https://labmedicin.example');
    expect(loadGatewayConfig({ DATA_DIR: dir.path, PUBLIC_URL: 'https://example.org/labmedicin/' }).publicUrl).toBe('https://example.org/labmedicin');
    for (const bad of ['labmedicin.example', 'ftp://labmedicin.example', 'https://labmedicin.example/?lang=en']) {
      expect(() => loadGatewayConfig({ DATA_DIR: dir.path, PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });

  it('reads the embeddable hosts as content does, and sends HSTS only in production', () => {
    const config = loadGatewayConfig({ DATA_DIR: dir.path });
    expect(config.embedHosts).toEqual(['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']);
    expect(config.hsts).toBe(false);
    expect(loadGatewayConfig({ DATA_DIR: dir.path, EMBED_HOSTS: ' Player.Example.org, ' }).embedHosts).toEqual(['player.example.org']);
    expect(loadGatewayConfig({ DATA_DIR: dir.path, EMBED_HOSTS: '' }).embedHosts).toEqual([]);
    expect(loadGatewayConfig({ NODE_ENV: 'production', DATA_DIR: dir.path, SESSION_SECRET: 'a-long-production-secret' }).hsts).toBe(true);
  });

  it('creates a random session secret once per data dir and keeps it', () => {
    const first = loadGatewayConfig({ DATA_DIR: dir.path }).session.secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir.path, 'gateway', 'session-secret'), 'utf8')).toBe(first);
    expect(loadGatewayConfig({ DATA_DIR: dir.path }).session.secret).toBe(first);
  });

  it('requires SESSION_SECRET in production and then uses a secure cookie', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', DATA_DIR: dir.path })).toThrow(ConfigError);
    const config = loadGatewayConfig({ NODE_ENV: 'production', DATA_DIR: dir.path, SESSION_SECRET: 'a-long-production-secret' });
    expect(config.session).toMatchObject({ secret: 'a-long-production-secret', secureCookie: true });
  });

  it('parses the proxy setting, allowed origins and rate-limit numbers, and names bad values', () => {
    const config = loadGatewayConfig({
      DATA_DIR: dir.path,
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: 'http://localhost:5173, https://labmedicin.example/',
      LOGIN_MAX_FAILURES_PER_IP_EMAIL: '3',
    });
    expect(config.trustProxy).toBe(1);
    expect(config.allowedOrigins).toEqual(['http://localhost:5173', 'https://labmedicin.example']);
    expect(config.rateLimits.loginFailuresPerIpEmail).toBe(3);
    expect(() => loadGatewayConfig({ DATA_DIR: dir.path, REGISTER_MAX_PER_IP: 'many' })).toThrow(/REGISTER_MAX_PER_IP/);
    expect(() => loadGatewayConfig({ DATA_DIR: dir.path, ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  });

  describe('single sign-on', () => {
    const provider = { OIDC_ISSUER: 'https://login.region.example/realms/staff', OIDC_CLIENT_ID: 'labmedicin', OIDC_CLIENT_SECRET: 'a-client-secret' };

    it('is off unless OIDC_ISSUER is set, also with every variable empty (as a ConfigMap ships them)', () => {
      expect(loadGatewayConfig({ DATA_DIR: dir.path }).oidc).toBeNull();
      const empty = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ROLE_CLAIM', 'OIDC_ADMIN_GROUPS', 'OIDC_CONTRIBUTOR_GROUPS', 'OIDC_LABEL'];
      expect(loadGatewayConfig({ DATA_DIR: dir.path, ...Object.fromEntries(empty.map((name) => [name, ''])) }).oidc).toBeNull();
    });

    it('reads the provider, the groups of each role and the label, with their defaults', () => {
      expect(loadGatewayConfig({ DATA_DIR: dir.path, ...provider }).oidc).toEqual({
        issuer: provider.OIDC_ISSUER,
        clientId: 'labmedicin',
        clientSecret: 'a-client-secret',
        roleClaim: 'groups',
        adminGroups: [],
        contributorGroups: [],
        label: 'OpenID Connect',
      });
      const config = loadGatewayConfig({
        DATA_DIR: dir.path,
        ...provider,
        OIDC_ROLE_CLAIM: 'realm_access.roles',
        OIDC_ADMIN_GROUPS: 'lab-admins, ',
        OIDC_CONTRIBUTOR_GROUPS: 'lab-editors,lab-authors',
        OIDC_LABEL: 'Region Uppsala',
      });
      expect(config.oidc).toMatchObject({ roleClaim: 'realm_access.roles', adminGroups: ['lab-admins'], contributorGroups: ['lab-editors', 'lab-authors'], label: 'Region Uppsala' });
    });

    it('refuses a partial configuration at start, naming the missing variable', () => {
      const { OIDC_CLIENT_ID: _id, ...withoutId } = provider;
      expect(() => loadGatewayConfig({ DATA_DIR: dir.path, ...withoutId })).toThrow(new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set (single sign-on)'));
      const { OIDC_CLIENT_SECRET: _secret, ...withoutSecret } = provider;
      expect(() => loadGatewayConfig({ DATA_DIR: dir.path, ...withoutSecret })).toThrow(/OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set/);
      expect(() => loadGatewayConfig({ DATA_DIR: dir.path, OIDC_CLIENT_ID: 'labmedicin', OIDC_ADMIN_GROUPS: 'lab-admins' })).toThrow(
        /OIDC_ISSUER: required when OIDC_CLIENT_ID, OIDC_ADMIN_GROUPS are set/,
      );
      expect(() => loadGatewayConfig({ DATA_DIR: dir.path, ...provider, OIDC_ISSUER: 'login.region.example' })).toThrow(/OIDC_ISSUER: 'login.region.example' is not an issuer URL/);
      expect(() => loadGatewayConfig({ DATA_DIR: dir.path, ...provider, OIDC_LABEL: 'x'.repeat(61) })).toThrow(/OIDC_LABEL/);
    });
  });
});
