import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';

export type { Cache };

export function openCache(redisUrl: string | undefined, keyPrefix?: string): Cache {
  return redisUrl ? new RedisCache(redisUrl, keyPrefix) : new MemoryCache();
}
