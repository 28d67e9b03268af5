import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteFigures } from '@console/contract/monitoring';

/** Upper bounds of the latency buckets, in seconds: from a kept answer (under a millisecond) to a slow report. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UNMATCHED = '(unmatched)';
/** The web app's files: each is a route of its own, counted together. */
const WEB_FILES = '(web app files)';
/** Requests no route took share one entry, and so do the web app's files. */
const UNMATCHED_KEY = {};
const WEB_FILES_KEY = {};

/** The requests of one route: a latency histogram (a count per bucket, the last one beyond every bound), and the 5xx answers. */
class RouteEntry {
  readonly buckets = new Float64Array(BUCKETS.length + 1);
  count = 0;
  sum = 0;
  serverErrors = 0;
  /** Requests per second over the last sample period, and the count it started from. */
  rate = 0;
  countAtSample = 0;

  constructor(readonly method: string, readonly route: string) {}

  observe(seconds: number, serverError: boolean): void {
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket++;
    this.buckets[bucket]!++;
    this.count++;
    this.sum += seconds;
    if (serverError) this.serverErrors++;
  }

  /**
   * The latency below which a share `q` of the requests fell, interpolated linearly within its bucket
   * (as Prometheus's histogram_quantile does); beyond the last bound, that bound.
   */
  quantileMs(q: number): number {
    const rank = q * this.count;
    let below = 0;
    for (let bucket = 0; bucket < BUCKETS.length; bucket++) {
      const within = this.buckets[bucket]!;
      if (below + within >= rank && within > 0) {
        const lower = bucket === 0 ? 0 : BUCKETS[bucket - 1]!;
        return round((lower + (BUCKETS[bucket]! - lower) * ((rank - below) / within)) * 1000);
      }
      below += within;
    }
    return this.count === 0 ? 0 : round(BUCKETS.at(-1)! * 1000);
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
/** A label value in the Prometheus text format. */
const labelValue = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * The requests each route answered and how long they took. Recording is a map lookup, a scan of 13
 * bounds and a few additions, with nothing allocated: a route's entry is made on its first request
 * and found again by its route config, which Fastify keeps for the route's life.
 */
export class RequestFigures {
  private readonly byRoute = new WeakMap<object, RouteEntry>();
  private readonly entries: RouteEntry[] = [];

  /** For the module's `onResponse`: it runs after the answer is sent, and never waits. */
  readonly record = (request: FastifyRequest, reply: FastifyReply): void => {
    const { config, url } = request.routeOptions;
    // Only the API's routes declare their access; the other routes are the web app's files.
    const routeKey = !config || !url ? UNMATCHED_KEY : config.access ? config : WEB_FILES_KEY;
    let entry = this.byRoute.get(routeKey);
    if (!entry) {
      // The shared entries hold requests of any method.
      entry = routeKey === config ? new RouteEntry(request.method, url!) : new RouteEntry('*', routeKey === WEB_FILES_KEY ? WEB_FILES : UNMATCHED);
      this.byRoute.set(routeKey, entry);
      this.entries.push(entry);
    }
    entry.observe(reply.elapsedTime / 1000, reply.statusCode >= 500);
  };

  /** Takes the counts of this moment: each route's requests per second are over the time since the last call. Answers their sum. */
  sample(elapsedSeconds: number): number {
    let total = 0;
    for (const entry of this.entries) {
      entry.rate = (entry.count - entry.countAtSample) / elapsedSeconds;
      entry.countAtSample = entry.count;
      total += entry.rate;
    }
    return total;
  }

  /** Every route that answered since the start, busiest first. */
  routes(): RouteFigures[] {
    return this.entries.map((entry) => ({
      method: entry.method, route: entry.route, count: entry.count, serverErrors: entry.serverErrors, requestsPerSecond: round(entry.rate),
      meanMs: round((entry.sum / Math.max(1, entry.count)) * 1000), p50Ms: entry.quantileMs(0.5), p95Ms: entry.quantileMs(0.95), p99Ms: entry.quantileMs(0.99),
    })).sort((a, b) => b.count - a.count);
  }

  /** The histogram and the 5xx counts in the Prometheus text format (version 0.0.4). */
  exposition(): string {
    const lines = [
      '# HELP http_request_duration_seconds Time from request to answer, by route pattern',
      '# TYPE http_request_duration_seconds histogram',
    ];
    const errors = ['# HELP http_request_server_errors_total Requests answered with a 5xx, by route pattern', '# TYPE http_request_server_errors_total counter'];
    for (const entry of this.entries) {
      const labels = `method="${labelValue(entry.method)}",route="${labelValue(entry.route)}"`;
      let cumulative = 0;
      BUCKETS.forEach((bound, bucket) => {
        cumulative += entry.buckets[bucket]!;
        lines.push(`http_request_duration_seconds_bucket{${labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${entry.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels}} ${entry.sum}`, `http_request_duration_seconds_count{${labels}} ${entry.count}`);
      errors.push(`http_request_server_errors_total{${labels}} ${entry.serverErrors}`);
    }
    return `${[...lines, '', ...errors].join('\n')}\n`;
  }
}
