import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { RouteFigures } from '@console/contract';

/** Upper bounds of the latency buckets, in seconds: from a kept answer (under a millisecond) to a slow report. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UNMATCHED = '(unmatched)';
/** The web app's files: each is a route of its own, counted together. */
const WEB_FILES = '(web app files)';
/** Requests no route took share one entry, and so do the web app's files. */
const UNMATCHED_KEY = {};
const WEB_FILES_KEY = {};

interface RouteCounters {
  duration: { observe(seconds: number): void };
  errors: { inc(): void };
}

/** What the histogram holds of one route: its buckets (cumulative, as exported), count and sum. */
interface RouteHistogram {
  method: string;
  route: string;
  buckets: { le: number; count: number }[];
  count: number;
  sum: number;
}

/**
 * The requests each route answered and how long they took, in the app's own Prometheus registry.
 * Recording is a map lookup and two additions per request: the counters of a route are made on its
 * first request and kept by its route config, which Fastify keeps for the route's life.
 */
export class RequestFigures {
  private readonly duration: Histogram<'method' | 'route'>;
  private readonly errors: Counter<'method' | 'route'>;
  private readonly byRoute = new WeakMap<object, RouteCounters>();
  /** Counts at the previous sample, per route, for the rate over the last period. */
  private previous = new Map<string, number>();
  private rates = new Map<string, number>();

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds', help: 'Time from request to answer, by route pattern',
      labelNames: ['method', 'route'], buckets: BUCKETS, registers: [registry],
    });
    this.errors = new Counter({
      name: 'http_request_server_errors_total', help: 'Requests answered with a 5xx, by route pattern',
      labelNames: ['method', 'route'], registers: [registry],
    });
  }

  /** For the module's `onResponse`: it runs after the answer is sent, and never waits. */
  readonly record = (request: FastifyRequest, reply: FastifyReply): void => {
    const { config, url } = request.routeOptions;
    // Only the API's routes declare their access; the other routes are the web app's files.
    const routeKey = !config || !url ? UNMATCHED_KEY : config.access ? config : WEB_FILES_KEY;
    let counters = this.byRoute.get(routeKey);
    if (!counters) {
      // The shared entries hold requests of any method.
      const labels = routeKey === config ? [request.method, url!] as const : ['*', routeKey === WEB_FILES_KEY ? WEB_FILES : UNMATCHED] as const;
      counters = { duration: this.duration.labels(...labels), errors: this.errors.labels(...labels) };
      this.byRoute.set(routeKey, counters);
    }
    counters.duration.observe(reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) counters.errors.inc();
  };

  /** Takes the counts of this moment: the requests per second of each route are over the time since the last call. */
  async sample(elapsedSeconds: number): Promise<number> {
    const current = new Map((await this.histograms()).map((h) => [`${h.method} ${h.route}`, h.count]));
    this.rates = new Map([...current].map(([key, count]) => [key, Math.max(0, count - (this.previous.get(key) ?? 0)) / elapsedSeconds]));
    this.previous = current;
    return [...this.rates.values()].reduce((sum, rate) => sum + rate, 0);
  }

  /** Every route that answered since the start, busiest first. */
  async routes(): Promise<RouteFigures[]> {
    const errors = new Map((await this.errors.get()).values.map(({ labels, value }) => [`${labels.method} ${labels.route}`, value]));
    return (await this.histograms()).map((h) => {
      const key = `${h.method} ${h.route}`;
      return {
        method: h.method, route: h.route, count: h.count, serverErrors: errors.get(key) ?? 0, requestsPerSecond: round(this.rates.get(key) ?? 0),
        meanMs: round((h.sum / Math.max(1, h.count)) * 1000),
        p50Ms: quantileMs(h, 0.5), p95Ms: quantileMs(h, 0.95), p99Ms: quantileMs(h, 0.99),
      };
    }).sort((a, b) => b.count - a.count);
  }

  private async histograms(): Promise<RouteHistogram[]> {
    const byKey = new Map<string, RouteHistogram>();
    for (const { labels, value, metricName } of (await this.duration.get()).values) {
      const method = String(labels.method);
      const route = String(labels.route);
      const key = `${method} ${route}`;
      const histogram = byKey.get(key) ?? { method, route, buckets: [], count: 0, sum: 0 };
      byKey.set(key, histogram);
      if (metricName?.endsWith('_bucket')) histogram.buckets.push({ le: Number((labels as { le?: number | string }).le), count: value });
      else if (metricName?.endsWith('_count')) histogram.count = value;
      else if (metricName?.endsWith('_sum')) histogram.sum = value;
    }
    return [...byKey.values()];
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The latency below which a share `q` of the requests fell, interpolated linearly within its bucket
 * (as Prometheus's histogram_quantile does); beyond the last finite bound, that bound.
 */
function quantileMs({ buckets, count }: RouteHistogram, q: number): number {
  if (count === 0) return 0;
  const rank = q * count;
  let lower = 0;
  let below = 0;
  for (const { le, count: upTo } of buckets) {
    if (upTo >= rank) {
      if (!Number.isFinite(le)) return round(lower * 1000);
      const within = upTo - below;
      return round((lower + (le - lower) * (within === 0 ? 0 : (rank - below) / within)) * 1000);
    }
    lower = le;
    below = upTo;
  }
  return round(lower * 1000);
}
