// A real OpenID Connect provider for the browser tests: oidc-provider (a certified implementation),
// which is ESM only, so the tests run this file as a process of its own (identity-provider.ts starts it).
// Arguments: the port, a JSON file of the accounts (read at each sign-in, so a test can change a
// person's groups between two sign-ins), the client's id and secret. Prints one line,
// `ready <issuer>`, once it listens.
//
// The client is the product: its redirect and post-logout URIs on
// localhost at any port (a native application's loopback redirect, RFC 8252 7.3), since the
// product's port is chosen after this provider starts. The login is oidc-provider's development
// interaction (any password); consent is taken as given, as for an organisation's own application.
// Two accounts misbehave on purpose: `slow`'s authorization codes expire after one second, and
// `other-audience` is issued ID tokens for another client (signed with this provider's key).
import { Buffer } from 'node:buffer';
import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import Provider, { interactionPolicy } from 'oidc-provider';

const [port, accountsFile, clientId, clientSecret] = process.argv.slice(2);
const issuer = `http://localhost:${port}`;
const OTHER_AUDIENCE = 'another-application';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

const accounts = () => JSON.parse(readFileSync(accountsFile, 'utf8'));

// Consent is taken as given (loadExistingGrant below), for a native client too: the provider
// would otherwise ask each time, which an organisation's own application is spared.
const policy = interactionPolicy.base();
policy.get('consent').checks.remove('native_client_prompt');

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      application_type: 'native',
      redirect_uris: ['http://localhost/api/auth/oidc/callback'],
      post_logout_redirect_uris: ['http://localhost/login'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [jwk] },
  cookies: { keys: ['identity-provider-test-cookie-key'] },
  claims: {
    openid: ['sub', 'groups'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name', 'preferred_username'],
  },
  // The groups and email in the ID token itself, as Entra ID and Keycloak put them there.
  conformIdTokenClaims: false,
  interactions: { policy },
  features: {
    devInteractions: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: async (ctx, form) => {
        ctx.body = `<!DOCTYPE html><html><head><title>Sign out</title></head><body>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button></body></html>`;
      },
    },
  },
  ttl: {
    AuthorizationCode: (_ctx, code) => (code.accountId === 'slow' ? 1 : 60),
  },
  async findAccount(_ctx, id) {
    const claims = accounts()[id];
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

// `other-audience`'s ID token, re-issued for another client: what a token stolen from another
// application of the same provider looks like to the product.
provider.use(async (ctx, next) => {
  await next();
  const idToken = ctx.path === '/token' && ctx.body && typeof ctx.body === 'object' ? ctx.body.id_token : undefined;
  if (!idToken) return;
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8'));
  if (claims.sub !== 'other-audience') return;
  const signed = `${base64url({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })}.${base64url({ ...claims, aud: OTHER_AUDIENCE, azp: OTHER_AUDIENCE })}`;
  ctx.body = { ...ctx.body, id_token: `${signed}.${sign('RSA-SHA256', Buffer.from(signed), privateKey).toString('base64url')}` };
});

provider.listen(Number(port), () => process.stdout.write(`ready ${issuer}\n`));
