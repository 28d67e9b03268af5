import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

/** The scale-out cache, shared by every instance. Keys carry a prefix so deployments can share a server. */
export class RedisCache implements Cache {
  private redis: Redis;

  constructor(url: string, keyPrefix = 'console:') {
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: false });
  }

  get(key: string) {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(key, value, 'PX', ttlMs);
  }

  take(key: string) {
    return this.redis.getdel(key);
  }

  async del(key: string) {
    await this.redis.del(key);
  }

  async increment(key: string, ttlMs: number) {
    const result = await this.redis.multi().incr(key).pexpire(key, ttlMs).exec();
    return Number(result?.[0]?.[1]);
  }

  async ttl(key: string) {
    const ms = await this.redis.pttl(key);
    return ms < 0 ? null : ms;
  }

  async close() {
    await this.redis.quit();
  }
}
