import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { redactUrl } from '@labmedicin/platform';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiException } from '../common/api.exception';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * Brute-force limits on login and register, in memory embedded and in Redis with REDIS_URL (then
 * shared by every replica). Login counts failures per IP+email (reset by a success) and per IP;
 * register counts every attempt per IP. Over a limit: 429 with Retry-After.
 */
@Injectable()
export class AuthRateLimiter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AuthRateLimiter.name);
  private readonly redis: Redis | null;
  private readonly loginByIpEmail: RateLimiterAbstract;
  private readonly loginByIp: RateLimiterAbstract;
  private readonly registerByIp: RateLimiterAbstract;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    const { redis } = config.platform;
    this.redis = redis ? new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
    // ioredis reconnects by itself; without a listener it would print every failed attempt.
    let lost = false;
    this.redis?.on('error', (error: Error) => {
      if (lost) return;
      lost = true;
      this.logger.warn(`Redis for the rate limits lost its connection; reconnecting: ${error.message}`);
    });
    this.redis?.on('ready', () => (lost = false));
    const duration = config.rateLimits.windowSeconds;
    const limiter = (keyPrefix: string, points: number): RateLimiterAbstract =>
      this.redis
        ? new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `labmedicin:rl:${keyPrefix}`, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    this.loginByIpEmail = limiter('login-ip-email', config.rateLimits.loginFailuresPerIpEmail);
    this.loginByIp = limiter('login-ip', config.rateLimits.loginFailuresPerIp);
    this.registerByIp = limiter('register-ip', config.rateLimits.registerPerIp);
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.connect();
    } catch (error) {
      this.redis.disconnect();
      throw new Error(`Redis for the rate limits (${redactUrl(this.config.platform.redis?.url ?? '')}) is unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  /** 429 when this IP, or this IP for this email, has used up its failed logins. */
  async assertLoginAllowed(ip: string, email: string): Promise<void> {
    const [byIpEmail, byIp] = await Promise.all([this.loginByIpEmail.get(ipEmailKey(ip, email)), this.loginByIp.get(ip)]);
    const blocked = [
      exhausted(byIpEmail, this.config.rateLimits.loginFailuresPerIpEmail),
      exhausted(byIp, this.config.rateLimits.loginFailuresPerIp),
    ].filter((ms): ms is number => ms !== null);
    if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked));
  }

  async loginFailed(ip: string, email: string): Promise<void> {
    await Promise.all([ignoreLimit(this.loginByIpEmail.consume(ipEmailKey(ip, email))), ignoreLimit(this.loginByIp.consume(ip))]);
  }

  async loginSucceeded(ip: string, email: string): Promise<void> {
    await this.loginByIpEmail.delete(ipEmailKey(ip, email));
  }

  /** Counts a registration attempt; 429 past the limit. */
  async consumeRegister(ip: string): Promise<void> {
    try {
      await this.registerByIp.consume(ip);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
      throw error;
    }
  }
}

function ipEmailKey(ip: string, email: string): string {
  return `${ip}_${email.trim().toLowerCase()}`;
}

/** ms until the key frees up when its points are used up, else null. */
function exhausted(res: RateLimiterRes | null, points: number): number | null {
  return res && res.consumedPoints >= points ? res.msBeforeNext : null;
}

/** A consume past the limit rejects with a RateLimiterRes; for counting failures that is fine. */
async function ignoreLimit(consumed: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumed;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

function tooManyAttempts(msBeforeNext: number): ApiException {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiException('TOO_MANY_ATTEMPTS', {}, { 'Retry-After': String(seconds) });
}
