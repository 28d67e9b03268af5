import type { Cache } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';
import { RedisCache } from './redis-cache.ts';

export type { Cache, CacheContent, CacheFigures, CacheItem, CacheKeyInfo, CacheValueType, ScanPage } from './cache.ts';
export { waitAfterCounting } from './cache.ts';

export interface CacheOptions {
  keyPrefix?: string;
  onError?: (error: Error) => void;
}

/** Redis when a URL is given, otherwise the in-process cache. */
export async function openCache(redisUrl: string | undefined, { keyPrefix = 'console:', onError = () => undefined }: CacheOptions = {}): Promise<Cache> {
  return redisUrl ? RedisCache.connect(redisUrl, keyPrefix, onError) : new MemoryCache();
}
