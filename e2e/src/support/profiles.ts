import type { Browser } from 'playwright-core';
import { startRedisServer, type RedisServerHandle } from '@labmedicin/platform/testing';
import { launchBrowser } from './browser';
import { productionEngines, startProduct, type RunningProduct } from './product';

/**
 * Where a suite runs the product: on the embedded defaults, with a spawned redis-server for the
 * transport, sessions and cache, or on the production engines `npm test` brought up, with two
 * replicas of every process.
 */
export type Profile = 'embedded' | 'redis' | 'production';

const engines = productionEngines();

/**
 * `describe.each` over those of `profiles` this run can have: the production profile only where
 * `npm test` brought up the engines. A suite left with none is reported as skipped. The title's
 * `%s` is the profile.
 */
export function describeOnProfiles(title: string, profiles: readonly Profile[], body: (profile: Profile) => void): void {
  const runnable = profiles.filter((profile) => profile !== 'production' || engines);
  if (runnable.length === 0) describe.skip(title, () => body(profiles[0]));
  else describe.each(runnable)(title, body);
}

export interface UseProductOptions {
  profile?: Profile;
  /** Variables beside the profile's, read when the product starts (after the suite's earlier beforeAll). */
  env?: () => Record<string, string>;
  /** Launches Debian's Chromium beside the product (default); false for suites that only fetch. */
  browser?: boolean;
}

export interface UsedProduct {
  /** The running product, from the suite's first beforeAll to its afterAll. */
  product: RunningProduct;
  /** Chromium, launched once for the suite. */
  browser: Browser;
}

/**
 * Starts the built product on the profile (and Chromium) before the suite's tests and stops both
 * after them. Call it in a describe body before the suite's own hooks; the two handles it returns
 * stand for the product and browser started then, so the tests read them as they would the
 * started ones.
 */
export function useProduct({ profile = 'embedded', env = () => ({}), browser: withBrowser = true }: UseProductOptions = {}): UsedProduct {
  let redis: RedisServerHandle | undefined;
  const product = late<RunningProduct>('the product');
  const browser = late<Browser>('the browser');

  beforeAll(async () => {
    if (profile === 'redis') redis = await startRedisServer();
    const profileEnv: Record<string, string> =
      profile === 'production' ? { ...engines, REPLICAS: '2' } : redis ? { REDIS_URL: redis.url } : {};
    product.set(await startProduct({ ...profileEnv, ...env() }));
    if (withBrowser) browser.set(await launchBrowser());
  });

  afterAll(async () => {
    await browser.current?.close();
    await product.current?.stop();
    await redis?.stop();
  });

  return { product: product.handle, browser: browser.handle };
}

/**
 * A handle that stands for an object made later (in a beforeAll): every property read goes to the
 * object once it is set, and reading it before then fails with the object's name.
 */
function late<T extends object>(name: string): { handle: T; set(value: T): void; readonly current: T | undefined } {
  let current: T | undefined;
  const handle = new Proxy({} as T, {
    get(_target, property) {
      if (!current) throw new Error(`${name} is not started yet: read it in a test or a hook, not in a describe body`);
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  return {
    handle,
    set: (value) => {
      current = value;
    },
    get current() {
      return current;
    },
  };
}
