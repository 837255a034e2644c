import { Inject, Injectable } from '@nestjs/common';
import { HEALTH_MESSAGES, SERVICE_NAMES, type RequestMeta, type ServiceHealth, type ServiceName } from '@labmedicin/contracts';
import { ADAPTERS_HEALTH, SERVICE_CLIENT, serviceFailureToHttp, type Readiness, type ServiceClient } from '@labmedicin/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { OidcClientService } from '../oidc/oidc-client.service';

/** A service's health as the gateway saw it: its own answer, or why it gave none. */
type ServiceHealthView = ServiceHealth | { status: 'unavailable'; message: string };

export interface HealthReport {
  ok: boolean;
  gateway: ServiceHealth;
  services: Record<ServiceName, ServiceHealthView>;
}

/**
 * The gateway's own adapters (the object store too, which its readiness leaves out) and every
 * service's health pattern, all at once, each service with a short timeout.
 */
@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(ADAPTERS_HEALTH) private readonly adapters: Readiness,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly oidc: OidcClientService,
  ) {}

  async check(meta: RequestMeta): Promise<HealthReport> {
    const [own, oidc, entries] = await Promise.all([
      this.adapters(),
      this.oidc.health(),
      Promise.all(
        SERVICE_NAMES.map(async (name): Promise<[ServiceName, ServiceHealthView]> => {
          try {
            const health = await this.services.send(HEALTH_MESSAGES[name], {}, meta, {
              timeoutMs: this.config.healthTimeoutMs,
            });
            return [name, health];
          } catch (error) {
            return [name, { status: 'unavailable', message: serviceFailureToHttp(error).message }];
          }
        }),
      ),
    ]);
    const services = Object.fromEntries(entries) as Record<ServiceName, ServiceHealthView>;
    // The identity provider is named like the object store: single sign-on fails while it is down, everything else goes on.
    const ready = own.ready && (oidc === null || oidc === 'ok');
    const gateway: ServiceHealth = { status: ready ? 'ok' : 'degraded', checks: { ...own.checks, ...(oidc === null ? {} : { oidc }) } };
    return { ok: ready && entries.every(([, health]) => health.status === 'ok'), gateway, services };
  }
}
