import { Controller, Inject, Logger, Req, Res } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, ROUTES, SCREEN, isServiceErrorBody, type ErrorCode, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { Response } from 'express';
import { AuditRecorder } from '../audit/audit-recorder';
import { ApiException } from '../common/api.exception';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { Input, Route, type In } from '../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { publicBaseUrl } from '../discovery/public-url';
import { SessionsService } from '../sessions/sessions.service';
import { personOf, roleFromGroups } from './oidc-claims';
import { OIDC_CALLBACK_PATH, OidcClientService, OidcFailure } from './oidc-client.service';
import { OidcTransactions } from './oidc-transactions';

/** How a single sign-on ended: the one place each is told (logged now; the audit log records it here too). */
type SignInOutcome = { ok: true; user: User; issuer: string } | { ok: false; code: ErrorCode; reason: string };

/**
 * Single sign-on with the OpenID Connect provider: the authorization code flow with PKCE, state
 * and nonce. The browser is sent to the provider and comes back to the callback, which signs the
 * account in (auth-users finds, links or creates it from the verified claims) or sends the browser
 * to /login with the refusal's code, having created nothing.
 */
@Controller()
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly audit: AuditRecorder,
    private readonly oidc: OidcClientService,
    private readonly transactions: OidcTransactions,
    private readonly sessions: SessionsService,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Route(ROUTES.authOidc)
  async settings() {
    return { data: this.config.oidc ? { label: this.config.oidc.label } : null };
  }

  @Route(ROUTES.authOidcStart)
  async start(@Req() req: GatewayRequest, @Res() res: Response): Promise<void> {
    if (!this.oidc.enabled) throw new ApiException('OIDC_NOT_CONFIGURED');
    const base = this.baseUrl(req);
    try {
      const { transaction, url } = await this.oidc.begin(`${base}${OIDC_CALLBACK_PATH}`);
      await this.transactions.begin(res, transaction);
      res.redirect(302, url);
    } catch (error) {
      if (!(error instanceof OidcFailure)) throw error;
      res.redirect(302, `${base}${SCREEN.login.to({ sso_error: error.code })}`);
    }
  }

  @Route(ROUTES.authOidcCallback)
  async callback(@Input() { query }: In<'authOidcCallback'>, @Req() req: GatewayRequest, @Res() res: Response): Promise<void> {
    const outcome = await this.signIn(query, req, res);
    this.record(outcome, req);
    const base = this.baseUrl(req);
    res.redirect(302, `${base}${outcome.ok ? SCREEN.home.to() : SCREEN.login.to({ sso_error: outcome.code })}`);
  }

  private async signIn(query: In<'authOidcCallback'>['query'], req: GatewayRequest, res: Response): Promise<SignInOutcome> {
    const settings = this.config.oidc;
    if (!settings) return { ok: false, code: 'OIDC_NOT_CONFIGURED', reason: 'single sign-on is off' };
    const transaction = await this.transactions.take(req, res);
    if (!transaction) return { ok: false, code: 'OIDC_STATE_MISMATCH', reason: 'no sign-in under way in this browser (none started, used already or expired)' };
    if (query.state !== transaction.state) return { ok: false, code: 'OIDC_STATE_MISMATCH', reason: 'the state is not the one this sign-in sent' };
    if (query.error) return { ok: false, code: 'OIDC_PROVIDER_ERROR', reason: `${query.error}${query.error_description ? `: ${query.error_description}` : ''}` };
    let completed: Awaited<ReturnType<OidcClientService['complete']>>;
    try {
      completed = await this.oidc.complete(transaction, Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)));
    } catch (error) {
      if (error instanceof OidcFailure) return { ok: false, code: error.code, reason: error.message };
      throw error;
    }
    const { issuer, claims, idToken } = completed;
    const person = personOf(claims);
    if (!person) return { ok: false, code: 'OIDC_EMAIL_UNVERIFIED', reason: `no verified email for ${String(claims.sub)}` };
    let user: User;
    try {
      user = await this.services.send(AUTH_USERS_MESSAGES.oidcSignIn, { issuer, subject: String(claims.sub), ...person, role: roleFromGroups(claims, settings) }, metaOf(req));
    } catch (error) {
      if (isServiceErrorBody(error)) return { ok: false, code: error.code, reason: error.message };
      throw error;
    }
    await this.sessions.logIn(req, user);
    req.session.oidcIdToken = idToken;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    return { ok: true, user, issuer };
  }

  private record(outcome: SignInOutcome, req: GatewayRequest): void {
    if (outcome.ok) {
      this.logger.log(`Single sign-on of ${outcome.user.username} (${outcome.user.role}) through ${outcome.issuer}`);
      const { _id: id, username } = outcome.user;
      this.audit.record(req, { action: 'sign-in', actor: { id, username }, target: { type: 'user', id, label: username }, details: { method: 'sso' } });
    } else {
      this.logger.warn(`Single sign-on refused (${outcome.code}): ${outcome.reason} [request ${req.requestId}]`);
      this.audit.record(req, { action: 'sign-in', actor: null, target: null, details: { method: 'sso', code: outcome.code } }, 'refused');
    }
  }

  private baseUrl(req: GatewayRequest): string {
    return publicBaseUrl(req, this.config.publicUrl) ?? '';
  }
}
