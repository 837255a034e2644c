import { metricsRegistry } from '@labmedicin/platform';
import { BoundCounter, type CounterSeries } from '../http-metrics/bound-metrics';

/**
 * How a public read was answered, as the cache tells them apart:
 * - `ready`: a ready copy sent by the hot path before Express (in-process cache only);
 * - `hit`: the stored answer, through the full pipeline;
 * - `miss`: not stored (never, expired, dropped by a change, or being made again for its view
 *   count), so made by the services and stored;
 * - `bypass`: a caller whose answer is their own (an editor seeing drafts, a signed-in reader's
 *   page), made fresh and never stored.
 */
type CacheResult = 'ready' | 'hit' | 'miss' | 'bypass';

const publicCacheRequests = new BoundCounter({
  name: 'public_cache_requests_total',
  help: 'Public reads by cache family (article, articles, pages, ...) and how the public cache answered them: ready, hit, miss or bypass',
  labelNames: ['family', 'result'],
  registry: metricsRegistry,
});

type Counted = Record<CacheResult, CounterSeries>;
const byFamily = new Map<string, Counted>();

/** The counters of one family, made once: the hot path counts every read. */
export function cacheCounters(family: string): Counted {
  let counted = byFamily.get(family);
  if (!counted) {
    counted = {
      ready: publicCacheRequests.labels(family, 'ready'),
      hit: publicCacheRequests.labels(family, 'hit'),
      miss: publicCacheRequests.labels(family, 'miss'),
      bypass: publicCacheRequests.labels(family, 'bypass'),
    };
    byFamily.set(family, counted);
  }
  return counted;
}
