import { BurstyRateLimiter, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { waitAfterCounting, type Cache } from '../../platform/cache/index.ts';
import type { GatewayLimit } from './gateway-config.ts';

type Counter = Pick<RateLimiterAbstract, 'consume'> | BurstyRateLimiter;

/** What a call is counted by. */
export interface CountedCall {
  routeId: number;
  appKey: string;
  address: string;
  family: 'ipv4' | 'ipv6';
}

const applies = (limit: GatewayLimit, call: CountedCall) =>
  (limit.routeId === null || limit.routeId === call.routeId)
  && (!limit.appKey || limit.appKey === call.appKey)
  && (!limit.ip || limit.ip.check(call.address, call.family));

/**
 * The counters of the rate limits, kept where the cache keeps values (Redis: shared by every
 * instance). A window allows `points` calls per `periodSeconds`; a bucket `points` a second, plus a
 * burst allowance of `burst` calls refilled over `burst ÷ points` seconds.
 */
export class GatewayLimiters {
  private counters = new Map<string, Counter>();
  private counted: readonly GatewayLimit[] = [];

  constructor(private readonly cache: Cache) {}

  private counterOf(limit: GatewayLimit): Counter {
    let counter = this.counters.get(limit.version);
    if (counter) return counter;
    const keyPrefix = `gateway-limit:${limit.version}`;
    if (limit.kind === 'window') counter = this.cache.rateLimiter({ keyPrefix, points: limit.points, duration: limit.periodSeconds });
    else {
      const steady = this.cache.rateLimiter({ keyPrefix, points: limit.points, duration: 1 });
      counter = limit.burst > 0
        ? new BurstyRateLimiter(steady as never, this.cache.rateLimiter({ keyPrefix: `${keyPrefix}:burst`, points: limit.burst, duration: Math.max(1, Math.ceil(limit.burst / limit.points)) }) as never)
        : steady;
    }
    this.counters.set(limit.version, counter);
    return counter;
  }

  /** Forgets the counters of limits that changed or went. */
  private keepOnly(limits: readonly GatewayLimit[]): void {
    if (limits === this.counted) return;
    const current = new Set(limits.map((limit) => limit.version));
    for (const version of this.counters.keys()) if (!current.has(version)) this.counters.delete(version);
    this.counted = limits;
  }

  /** Counts the call against every limit that applies: milliseconds to wait when one is used up, else 0. */
  async waitBefore(limits: readonly GatewayLimit[], call: CountedCall): Promise<number> {
    this.keepOnly(limits);
    for (const limit of limits) {
      if (!applies(limit, call)) continue;
      const wait = await waitAfterCounting(this.counterOf(limit), 'calls');
      if (wait > 0) return wait;
    }
    return 0;
  }
}
