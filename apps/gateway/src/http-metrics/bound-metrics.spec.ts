import { Registry } from 'prom-client';
import { BoundCounter, BoundHistogram } from './bound-metrics';

describe('bound metrics, as Prometheus reads them', () => {
  it('prints a histogram with cumulative buckets up to +Inf, its sum and count, per series, and counters', async () => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'gateway' });
    const histogram = new BoundHistogram({ name: 'took_seconds', help: 'How long', labelNames: ['route'], buckets: [0.1, 0.01], registry });
    const counter = new BoundCounter({ name: 'reads_total', help: 'Reads', labelNames: ['family', 'result'], registry });
    const article = histogram.labels('/api/articles/:slug');
    for (const seconds of [0.005, 0.01, 0.05, 2]) article.observe(seconds);
    expect(histogram.labels('/api/articles/:slug')).toBe(article);
    histogram.labels('/livez').observe(0.001);
    counter.labels('article', 'hit').inc();
    counter.labels('article', 'hit').inc();

    const text = await registry.metrics();
    expect(text).toContain('# TYPE took_seconds histogram');
    for (const line of [
      'took_seconds_bucket{route="/api/articles/:slug",le="0.01",app="gateway"} 2',
      'took_seconds_bucket{route="/api/articles/:slug",le="0.1",app="gateway"} 3',
      'took_seconds_bucket{route="/api/articles/:slug",le="+Inf",app="gateway"} 4',
      'took_seconds_sum{route="/api/articles/:slug",app="gateway"} 2.065',
      'took_seconds_count{route="/api/articles/:slug",app="gateway"} 4',
      'took_seconds_count{route="/livez",app="gateway"} 1',
      '# TYPE reads_total counter',
      'reads_total{family="article",result="hit",app="gateway"} 2',
    ]) {
      expect(text).toContain(line);
    }
    expect(() => counter.labels('article')).toThrow('reads_total takes the labels family, result');
  });
});
