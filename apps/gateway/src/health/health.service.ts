import { Inject, Injectable } from '@nestjs/common';
import { HEALTH_MESSAGES, SERVICE_NAMES, type RequestMeta, type ServiceHealth, type ServiceName } from '@labmedicin/contracts';
import { SERVICE_CLIENT, serviceFailureToHttp, type ServiceClient } from '@labmedicin/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/** A service's health as the gateway saw it: its own answer, or why it gave none. */
type ServiceHealthView = ServiceHealth | { status: 'unavailable'; message: string };

export interface HealthReport {
  ok: boolean;
  gateway: 'ok';
  services: Record<ServiceName, ServiceHealthView>;
}

/** Asks every service's health pattern at once, each with a short timeout. */
@Injectable()
export class HealthService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(meta: RequestMeta): Promise<HealthReport> {
    const entries = await Promise.all(
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
    );
    const services = Object.fromEntries(entries) as Record<ServiceName, ServiceHealthView>;
    return { ok: entries.every(([, health]) => health.status === 'ok'), gateway: 'ok', services };
  }
}
