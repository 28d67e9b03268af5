import { Redis } from 'ioredis';
import { ConfigError } from '../../config/config.ts';
import type { Cache } from './cache.ts';

/** The scale-out cache, shared by every instance. Keys carry a prefix so deployments can share a server. */
export class RedisCache implements Cache {
  private constructor(private readonly redis: Redis) {}

  /** Connects first, so a wrong REDIS_URL stops the start instead of failing every later request. */
  static async connect(url: string, keyPrefix: string, onError: (error: Error) => void): Promise<RedisCache> {
    const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    let lastError: Error | undefined;
    redis.on('error', (error: Error) => {
      lastError = error;
      if (redis.status === 'ready' || redis.status === 'reconnecting') onError(error);
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new ConfigError(`Cannot reach Redis at REDIS_URL (${new URL(url).host}): ${(lastError ?? (error as Error)).message}`);
    }
    return new RedisCache(redis);
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
