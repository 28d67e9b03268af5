import { Redis } from 'ioredis';
import { ConfigError } from '../../config/config.ts';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';

/** A command waits at most this long for Redis before the in-process stand-in answers instead. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The scale-out cache, shared by every instance. Keys carry a prefix so deployments can share a
 * server. While Redis cannot be reached, an in-process cache stands in, so that sign-in and the
 * API keep working (throttling and captchas then count per instance); the client reconnects on its
 * own and Redis answers again as soon as it is back.
 */
export class RedisCache implements Cache {
  private readonly standIn = new MemoryCache();

  private constructor(private readonly redis: Redis, private readonly onError: (error: Error) => void) {}

  /** Connects first, so a wrong REDIS_URL stops the start instead of failing every later request. */
  static async connect(url: string, keyPrefix: string, onError: (error: Error) => void): Promise<RedisCache> {
    // Without an offline queue, a command fails at once while disconnected instead of waiting.
    const redis = new Redis(url, { keyPrefix, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: 5_000 });
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
    return new RedisCache(redis, onError);
  }

  private async either<T>(viaRedis: (redis: Redis) => Promise<T>, viaStandIn: (cache: MemoryCache) => Promise<T>): Promise<T> {
    if (this.redis.status !== 'ready') return viaStandIn(this.standIn);
    try {
      return await viaRedis(this.redis);
    } catch (error) {
      this.onError(error as Error);
      return viaStandIn(this.standIn);
    }
  }

  get(key: string) {
    return this.either((redis) => redis.get(key), (cache) => cache.get(key));
  }

  set(key: string, value: string, ttlMs: number) {
    return this.either(async (redis) => void (await redis.set(key, value, 'PX', ttlMs)), (cache) => cache.set(key, value, ttlMs));
  }

  take(key: string) {
    return this.either((redis) => redis.getdel(key), (cache) => cache.take(key));
  }

  del(key: string) {
    return this.either(async (redis) => void (await redis.del(key)), (cache) => cache.del(key));
  }

  increment(key: string, ttlMs: number) {
    return this.either(async (redis) => {
      const result = await redis.multi().incr(key).pexpire(key, ttlMs).exec();
      return Number(result?.[0]?.[1]);
    }, (cache) => cache.increment(key, ttlMs));
  }

  ttl(key: string) {
    return this.either(async (redis) => {
      const ms = await redis.pttl(key);
      return ms < 0 ? null : ms;
    }, (cache) => cache.ttl(key));
  }

  async close() {
    await this.standIn.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
