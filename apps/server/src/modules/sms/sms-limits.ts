import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { waitAfterCounting, type Cache } from '../../platform/cache/index.ts';

/** How often codes may be sent: to one phone (or for one username) once a minute and ten times a day, from one address thirty times an hour. */
const ALLOWANCES = {
  perMinute: { points: 1, duration: 60 },
  perDay: { points: 10, duration: 24 * 60 * 60 },
  perAddress: { points: 30, duration: 60 * 60 },
};

/** The sending limits, kept in the cache: shared by every instance on Redis. */
export class SmsLimits {
  private readonly perMinute: RateLimiterAbstract;
  private readonly perDay: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(cache: Cache) {
    this.perMinute = cache.rateLimiter({ keyPrefix: 'sms:minute', ...ALLOWANCES.perMinute });
    this.perDay = cache.rateLimiter({ keyPrefix: 'sms:day', ...ALLOWANCES.perDay });
    this.perAddress = cache.rateLimiter({ keyPrefix: 'sms:address', ...ALLOWANCES.perAddress });
  }

  /** Counts a sending from `address`: milliseconds to wait when its allowance is used up, else 0. */
  waitForAddress(address: string): Promise<number> {
    return waitAfterCounting(this.perAddress, address);
  }

  /** Counts a sending to `recipient` (a phone, or `user:<name>`): milliseconds to wait when an allowance is used up, else 0. */
  async waitForRecipient(recipient: string): Promise<number> {
    return (await waitAfterCounting(this.perMinute, recipient)) || waitAfterCounting(this.perDay, recipient);
  }
}
