import type { Registry } from 'prom-client';

/**
 * Prometheus histograms and counters for the paths that count every request, served by the
 * platform's registry like prom-client's own. A series is bound to its label values once and
 * counted with plain arithmetic: prom-client's observe() and inc() check the labels and join them
 * into a key at every call, even on a bound child (about 1.3 µs of a cached read's 20–30; see
 * docs/benchmarks.md).
 */

/** One line of the exposition, as prom-client's registry prints it. */
interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

abstract class BoundMetric<S> {
  readonly aggregator = 'sum';
  private readonly series = new Map<string, { labels: Record<string, string>; series: S }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly type: 'histogram' | 'counter',
    private readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  /** The series of these label values (in labelNames' order), made on first use; keep it. */
  labels(...values: string[]): S {
    if (values.length !== this.labelNames.length) throw new Error(`${this.name} takes the labels ${this.labelNames.join(', ')}`);
    const id = values.join('\u0000');
    let found = this.series.get(id);
    if (!found) {
      found = { labels: Object.fromEntries(this.labelNames.map((name, i) => [name, values[i]])), series: this.made() };
      this.series.set(id, found);
    }
    return found.series;
  }

  /** What the registry prints (prom-client's metric interface). */
  get(): { name: string; help: string; type: string; aggregator: string; values: Sample[] } {
    const values = [...this.series.values()].flatMap(({ labels, series }) => this.samples(labels, series));
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }

  protected abstract made(): S;
  protected abstract samples(labels: Record<string, string>, series: S): Sample[];
}

export class HistogramSeries {
  /** counts[i]: observations in (bounds[i-1], bounds[i]]; the last, those above every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(private readonly bounds: readonly number[]) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    let bucket = 0;
    while (bucket < this.bounds.length && value > this.bounds[bucket]) bucket++;
    this.counts[bucket]++;
    this.sum += value;
    this.count++;
  }
}

export class BoundHistogram extends BoundMetric<HistogramSeries> {
  constructor(options: { name: string; help: string; labelNames: readonly string[]; buckets: readonly number[]; registry: Registry }) {
    super(options.name, options.help, 'histogram', options.labelNames, options.registry);
    this.buckets = [...options.buckets].sort((a, b) => a - b);
  }

  private readonly buckets: number[];

  protected made(): HistogramSeries {
    return new HistogramSeries(this.buckets);
  }

  protected samples(labels: Record<string, string>, series: HistogramSeries): Sample[] {
    let cumulative = 0;
    const buckets = this.buckets.map((le, i) => {
      cumulative += series.counts[i];
      return { labels: { ...labels, le }, value: cumulative, metricName: `${this.name}_bucket` };
    });
    return [
      ...buckets,
      { labels: { ...labels, le: '+Inf' }, value: series.count, metricName: `${this.name}_bucket` },
      { labels, value: series.sum, metricName: `${this.name}_sum` },
      { labels, value: series.count, metricName: `${this.name}_count` },
    ];
  }
}

export class CounterSeries {
  value = 0;

  inc(): void {
    this.value++;
  }
}

export class BoundCounter extends BoundMetric<CounterSeries> {
  constructor(options: { name: string; help: string; labelNames: readonly string[]; registry: Registry }) {
    super(options.name, options.help, 'counter', options.labelNames, options.registry);
  }

  protected made(): CounterSeries {
    return new CounterSeries();
  }

  protected samples(labels: Record<string, string>, series: CounterSeries): Sample[] {
    return [{ labels, value: series.value }];
  }
}
