import type { LoginThrottleConfig } from '../../config/config.ts';
import type { Cache } from '../../platform/cache/index.ts';

export interface ThrottleState {
  /** How long the caller must wait before the next attempt is even looked at. */
  waitMs: number;
  captchaRequired: boolean;
}

type Subject = 'account' | 'ip';

/**
 * Counts failed sign-ins per account and per client address. Past a few failures a captcha is
 * required; past more, each attempt must wait, the wait doubling with every failure up to a cap.
 * Failures are forgotten a while after the last one, so nothing is locked for good. `namespace`
 * keeps the counts of one kind of proof (passwords, second factors) apart from another's.
 */
export class LoginThrottle {
  constructor(private readonly cache: Cache, private readonly config: LoginThrottleConfig, private readonly namespace = 'login') {}

  private subjects(username: string, ip: string): [Subject, string][] {
    return [['account', username.toLowerCase()], ['ip', ip]];
  }

  async check(username: string, ip: string): Promise<ThrottleState> {
    let waitMs = 0;
    let captchaRequired = false;
    for (const [subject, id] of this.subjects(username, ip)) {
      waitMs = Math.max(waitMs, (await this.cache.ttl(`${this.namespace}:wait:${subject}:${id}`)) ?? 0);
      const failures = Number((await this.cache.get(`${this.namespace}:fail:${subject}:${id}`)) ?? 0);
      captchaRequired ||= failures >= this.config.captchaAfter[subject];
    }
    return { waitMs, captchaRequired };
  }

  /** Records a failure; returns whether the next attempt needs a captcha. */
  async recordFailure(username: string, ip: string): Promise<{ captchaRequired: boolean }> {
    let captchaRequired = false;
    for (const [subject, id] of this.subjects(username, ip)) {
      const failures = await this.cache.increment(`${this.namespace}:fail:${subject}:${id}`, this.config.windowMs);
      captchaRequired ||= failures >= this.config.captchaAfter[subject];
      const beyond = failures - this.config.delayAfter[subject];
      if (beyond >= 0) {
        const delay = Math.min(this.config.baseDelayMs * 2 ** beyond, this.config.maxDelayMs);
        await this.cache.set(`${this.namespace}:wait:${subject}:${id}`, '1', delay);
      }
    }
    return { captchaRequired };
  }

  async recordSuccess(username: string): Promise<void> {
    const account = username.toLowerCase();
    await this.cache.del(`${this.namespace}:fail:account:${account}`);
    await this.cache.del(`${this.namespace}:wait:account:${account}`);
  }
}
