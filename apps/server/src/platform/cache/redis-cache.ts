import type { Redis } from 'ioredis';
import { ConfigError } from '../../config/config.ts';
import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Cache, CacheContent, CacheFigures, CacheItem, CacheKeyInfo, CacheValueType, RateLimiterOptions, ScanPage } from './cache.ts';
import { escapeGlob } from './glob.ts';
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

  private constructor(private readonly redis: Redis, private readonly keyPrefix: string, private readonly onError: (error: Error) => void) {}

  /** Connects first, so a wrong REDIS_URL stops the start instead of failing every later request. */
  static async connect(url: string, keyPrefix: string, onError: (error: Error) => void): Promise<RedisCache> {
    // Loaded only when Redis is configured. Without an offline queue, a command fails at once while disconnected instead of waiting.
    const { Redis: RedisClient } = await import('ioredis');
    const redis = new RedisClient(url, { keyPrefix, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: 5_000 });
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
    return new RedisCache(redis, keyPrefix, onError);
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

  /** While Redis cannot be reached, the stand-in's limiter counts per instance, as the other values do. */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract {
    return new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: this.standIn.rateLimiter(options) });
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

  /** SCAN matches whole keys, the deployment's prefix included: the client adds it to keys, not to patterns. */
  scan(pattern: string, cursor: string, count: number): Promise<ScanPage> {
    return this.either(async (redis) => {
      const [next, keys] = await redis.scan(cursor, 'MATCH', escapeGlob(this.keyPrefix) + pattern, 'COUNT', count);
      return { cursor: next, keys: keys.map((key) => key.slice(this.keyPrefix.length)) };
    }, (cache) => cache.scan(pattern, cursor, count));
  }

  describe(keys: readonly string[]): Promise<CacheKeyInfo[]> {
    return this.either(async (redis) => {
      const heads = await inPipeline(redis, keys.map((key) => ['type', key]), keys.map((key) => ['pttl', key]));
      const types = heads.slice(0, keys.length) as string[];
      const ttls = heads.slice(keys.length) as number[];
      const known = types.map((type) => (Object.hasOwn(SIZE_COMMAND, type) ? (type as CacheValueType) : 'other'));
      const sizes = await inPipeline(redis, keys.map((key, i) => [SIZE_COMMAND[known[i]!], key]));
      return keys.flatMap((key, i) => (types[i] === 'none' ? [] : [{ key, type: known[i]!, ttlMs: ttls[i]! < 0 ? null : ttls[i]!, size: Number(sizes[i]) }]));
    }, (cache) => cache.describe(keys));
  }

  read(key: string, limit: number): Promise<CacheContent | null> {
    return this.either(async (redis) => {
      const [info] = await this.describe([key]);
      if (!info) return null;
      const items = await itemsOf(redis, info, limit);
      const value = info.type === 'string' ? await redis.get(key) : null;
      return { ...info, value, items, truncated: info.type !== 'string' && info.size > items.length };
    }, (cache) => cache.read(key));
  }

  delMany(keys: readonly string[]) {
    return this.either(async (redis) => (keys.length === 0 ? 0 : redis.unlink(...keys)), (cache) => cache.delMany(keys));
  }

  figures(): Promise<CacheFigures> {
    return this.either(async (redis) => {
      const [info, keys] = await Promise.all([redis.info(), redis.dbsize()]);
      const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
      const number = (name: string) => Number(field(name)) || 0;
      return {
        backend: 'redis', version: field('redis_version') || null, usedMemoryBytes: number('used_memory'), keys,
        hits: number('keyspace_hits'), misses: number('keyspace_misses'), connectedClients: number('connected_clients'),
        commandsTotal: number('total_commands_processed'), uptimeSeconds: number('uptime_in_seconds'),
      };
    }, (cache) => cache.figures());
  }

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.standIn.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The command that tells the size of a value of each type: bytes of a string, elements of the others (a module's type: 1). */
const SIZE_COMMAND: Record<CacheValueType, string> = { string: 'strlen', hash: 'hlen', list: 'llen', set: 'scard', zset: 'zcard', stream: 'xlen', other: 'exists' };

/** Runs the commands in one round trip; a failed command fails the whole. */
async function inPipeline(redis: Redis, ...groups: string[][][]): Promise<unknown[]> {
  const commands = groups.flat();
  if (commands.length === 0) return [];
  const results = (await redis.pipeline(commands).exec()) ?? [];
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

const pairs = <T>(flat: string[], make: (first: string, second: string) => T): T[] =>
  Array.from({ length: Math.floor(flat.length / 2) }, (_, i) => make(flat[2 * i]!, flat[2 * i + 1]!));

/** The first `limit` elements of a collection (a hash or set in the order a scan finds them). */
async function itemsOf(redis: Redis, { key, type }: CacheKeyInfo, limit: number): Promise<CacheItem[]> {
  switch (type) {
    case 'hash': return pairs(await scanAll(redis, 'hscan', key, limit * 2), (field, value) => ({ field, value }));
    case 'set': return (await scanAll(redis, 'sscan', key, limit)).map((value) => ({ value }));
    case 'list': return (await redis.lrange(key, 0, limit - 1)).map((value) => ({ value }));
    case 'zset': return pairs(await redis.zrange(key, '0', String(limit - 1), 'WITHSCORES'), (value, score) => ({ value, score: Number(score) }));
    default: return [];
  }
}

/** HSCAN or SSCAN until `limit` strings are read or the collection ends. */
async function scanAll(redis: Redis, command: 'hscan' | 'sscan', key: string, limit: number): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis[command](key, cursor, 'COUNT', 200);
    found.push(...batch);
    cursor = next;
  } while (cursor !== '0' && found.length < limit);
  return found.slice(0, limit);
}
