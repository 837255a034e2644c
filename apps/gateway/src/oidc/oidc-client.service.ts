import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { BaseClient, TokenSet } from 'openid-client';
import { apiPathOf, ROUTES } from '@labmedicin/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import type { OidcSettings } from '../config/oidc.config';
import type { OidcTransaction } from './oidc-transactions';

/** The callback's path under the site's base URL: the redirect URI to register at the provider. */
export const OIDC_CALLBACK_PATH = apiPathOf(ROUTES.authOidcCallback);

const SCOPE = 'openid email profile';

/** Why the provider's answer could not sign the person in: the code the callback redirects with. */
export type OidcRefusal = 'OIDC_PROVIDER_UNAVAILABLE' | 'OIDC_SIGN_IN_REFUSED';

export class OidcFailure extends Error {
  constructor(
    readonly code: OidcRefusal,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The gateway as a client of the OpenID Connect provider (openid-client). The provider is
 * discovered when first needed, not at start, so the gateway starts and serves everything else
 * while the provider is unreachable; a failed discovery is tried again by the next sign-in or
 * health check. Its answer is validated by openid-client: the state, the PKCE verifier, and the ID
 * token's signature (the provider's JWKS), issuer, audience, nonce and expiry.
 */
@Injectable()
export class OidcClientService implements OnApplicationBootstrap {
  private readonly logger = new Logger(OidcClientService.name);
  private readonly settings: OidcSettings | null;
  private readonly healthTimeoutMs: number;
  private discovery: Promise<BaseClient> | null = null;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.settings = config.oidc;
    this.healthTimeoutMs = config.healthTimeoutMs;
  }

  get enabled(): boolean {
    return this.settings !== null;
  }

  onApplicationBootstrap(): void {
    // Early, so the first person to sign in does not wait for it; failing is only logged.
    if (this.settings) this.client().catch(() => undefined);
  }

  /** 'ok', or why the provider cannot be used now: for /api/health. Null when single sign-on is off. */
  async health(): Promise<string | null> {
    if (!this.settings) return null;
    let timer: NodeJS.Timeout | undefined;
    // Within HEALTH_TIMEOUT_MS like the services' answers; a discovery still under way goes on for the next sign-in.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`discovery of ${this.settings?.issuer} did not answer within ${this.healthTimeoutMs} ms`)), this.healthTimeoutMs);
    });
    try {
      await Promise.race([this.client(), late]);
      return 'ok';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A new sign-in: its checks (kept by the caller) and the provider's address to send the browser to. */
  async begin(redirectUri: string): Promise<{ transaction: OidcTransaction; url: string }> {
    const client = await this.client();
    const { generators } = await openidClient();
    const transaction = { state: generators.state(), nonce: generators.nonce(), codeVerifier: generators.codeVerifier(), redirectUri };
    const url = client.authorizationUrl({
      scope: SCOPE,
      redirect_uri: redirectUri,
      response_type: 'code',
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: generators.codeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { transaction, url };
  }

  /**
   * Exchanges the code for tokens and validates the ID token against the transaction; the claims
   * are the ID token's over the userinfo endpoint's (a provider may keep email and groups there).
   */
  async complete(transaction: OidcTransaction, params: Record<string, string>): Promise<{ issuer: string; claims: Record<string, unknown>; idToken: string }> {
    const client = await this.client();
    let tokens: TokenSet;
    try {
      tokens = await client.callback(transaction.redirectUri, params, {
        state: transaction.state,
        nonce: transaction.nonce,
        code_verifier: transaction.codeVerifier,
        response_type: 'code',
      });
    } catch (error) {
      throw refusalOf(error);
    }
    const idClaims = tokens.claims() as Record<string, unknown>;
    let userinfo: Record<string, unknown> = {};
    if (client.issuer.metadata.userinfo_endpoint && tokens.access_token) {
      try {
        userinfo = (await client.userinfo(tokens)) as Record<string, unknown>;
      } catch (error) {
        throw refusalOf(error);
      }
    }
    return { issuer: client.issuer.metadata.issuer, claims: { ...userinfo, ...idClaims }, idToken: tokens.id_token as string };
  }

  /** Where the browser ends the provider's session too (RP-initiated logout); null when the provider offers none or cannot be reached. */
  async endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<string | null> {
    if (!this.settings) return null;
    try {
      const client = await this.client();
      if (!client.issuer.metadata.end_session_endpoint) return null;
      return client.endSessionUrl({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri });
    } catch (error) {
      this.logger.warn(`The identity provider's session could not be ended: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private client(): Promise<BaseClient> {
    this.discovery ??= this.discover().catch((error: unknown) => {
      this.discovery = null;
      this.logger.warn(`The identity provider ${this.settings?.issuer} cannot be discovered: ${error instanceof Error ? error.message : String(error)}`);
      throw new OidcFailure('OIDC_PROVIDER_UNAVAILABLE', `discovery of ${this.settings?.issuer} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    return this.discovery;
  }

  private async discover(): Promise<BaseClient> {
    const settings = this.settings as OidcSettings;
    const issuer = await (await openidClient()).Issuer.discover(settings.issuer);
    // The provider must name itself as configured (OpenID Connect Discovery 4.3): else its ID tokens would carry another issuer.
    if (withoutSlash(issuer.metadata.issuer) !== withoutSlash(settings.issuer)) {
      throw new Error(`it names itself ${issuer.metadata.issuer}, not ${settings.issuer}`);
    }
    return new issuer.Client({ client_id: settings.clientId, client_secret: settings.clientSecret, response_types: ['code'] });
  }
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * openid-client, loaded by the first sign-in through the provider (its discovery) rather than at
 * every gateway's start: most installations never configure single sign-on.
 */
let openid: typeof import('openid-client') | null = null;
async function openidClient(): Promise<typeof import('openid-client')> {
  openid ??= await import('openid-client');
  return openid;
}

/** The provider refused (an OAuth error such as invalid_grant) or its answer failed a check: refused; anything else: unreachable. */
function refusalOf(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error;
  const reason = error instanceof Error ? error.message : String(error);
  // An error of the provider's answer comes after discovery, which loaded openid-client.
  if (openid && (error instanceof openid.errors.OPError || error instanceof openid.errors.RPError)) return new OidcFailure('OIDC_SIGN_IN_REFUSED', reason);
  return new OidcFailure('OIDC_PROVIDER_UNAVAILABLE', reason);
}
