import { reasonOf } from '../errors';

/** A dependency a process checks before it says it is ready: a store, an index, a session cache, its transport. */
export interface Dependency {
  name: string;
  ping(): Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  /** Each dependency: 'ok' or why not. */
  checks: Record<string, string>;
}

/**
 * `() => Promise<ReadinessReport>`: what this process needs to take work, as /readyz reports it;
 * checked at most once a second (cachedReadiness).
 */
export const READINESS = Symbol('READINESS');
/**
 * `Readiness` of every adapter this process opened, those left out of its readiness included (the
 * gateway's object store): what its health answer (`/api/health`) shows.
 */
export const ADAPTERS_HEALTH = Symbol('ADAPTERS_HEALTH');
export type Readiness = () => Promise<ReadinessReport>;
/**
 * `Readiness` of the process's own documents store alone: what a service replica needs to take
 * work. A slow index or object store must not take every replica out of work (reads do not need them).
 */
export const STORE_READINESS = Symbol('STORE_READINESS');

/** How long one dependency may take to answer a probe: a hung store must not hang the probe. */
export const DEPENDENCY_PING_TIMEOUT_MS = 1_500;

/**
 * How long one readiness report is reused: kubelet, a load balancer and anyone who can reach a
 * probe then cost the dependencies at most one round of pings a second, however often they ask.
 */
export const READINESS_CACHE_MS = 1_000;

/**
 * `check`, asked at most once per `ttlMs`: callers while a check runs share it, and its report
 * answers everyone until `ttlMs` after it settled.
 */
export function cachedReadiness(check: Readiness, ttlMs = READINESS_CACHE_MS): Readiness {
  let report: Promise<ReadinessReport> | null = null;
  let settledAt: number | null = null;
  return () => {
    if (report && (settledAt === null || Date.now() - settledAt < ttlMs)) return report;
    settledAt = null;
    const current = check().finally(() => {
      if (report === current) settledAt = Date.now();
    });
    report = current;
    return current;
  };
}

/**
 * Pings every dependency at once, each within DEPENDENCY_PING_TIMEOUT_MS. A process is ready only
 * when all of its own dependencies answer; other services are never asked, so one service down
 * never makes the others unready.
 */
export async function checkDependencies(dependencies: readonly Dependency[]): Promise<ReadinessReport> {
  const checks: Record<string, string> = {};
  await Promise.all(
    dependencies.map(async ({ name, ping }) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DEPENDENCY_PING_TIMEOUT_MS} ms`)), DEPENDENCY_PING_TIMEOUT_MS);
      });
      checks[name] = await Promise.race([ping(), timedOut]).then(
        () => 'ok',
        (error: unknown) => reasonOf(error),
      );
      clearTimeout(timer);
    }),
  );
  return { ready: Object.values(checks).every((check) => check === 'ok'), checks };
}
