import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A rate limiter's own part of the key space, and its allowance. */
export interface RateLimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/** Counts one against `key`: the milliseconds to wait when the allowance is used up, else 0. */
export async function waitAfterCounting(counter: Pick<RateLimiterAbstract, 'consume'>, key: string): Promise<number> {
  try {
    await counter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
    throw refusal;
  }
}

/** Short-lived shared state: captchas, sign-in throttling, later rate limits and cached reads. */
export interface Cache extends CacheInspection {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a value can be used once only. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Adds one and (re)starts the expiry; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Milliseconds until the key expires, or null when it does not exist. */
  ttl(key: string): Promise<number | null>;
  /**
   * A counter of `points` per `duration` seconds (`rate-limiter-flexible`) kept where the cache keeps
   * its values: shared by every instance on Redis, per process otherwise.
   */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract;
  /** Resolves when the shared store answers itself, not its in-process stand-in (the in-process cache always does). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Redis's value types (`other`: a module's); the in-process cache holds strings only. */
export type CacheValueType = 'string' | 'hash' | 'list' | 'set' | 'zset' | 'stream' | 'other';

export interface CacheKeyInfo {
  key: string;
  type: CacheValueType;
  /** Milliseconds until it expires; null when it never does. */
  ttlMs: number | null;
  /** Bytes of a string, elements of anything else. */
  size: number;
}

/** One element of a value: a hash's field and value, a list's or set's value, a sorted set's member and score. */
export interface CacheItem {
  field?: string;
  value: string;
  score?: number;
}

export interface CacheContent extends CacheKeyInfo {
  /** A string's value; null for the other types, whose elements are in `items`. */
  value: string | null;
  items: CacheItem[];
  /** More elements exist than were read. */
  truncated: boolean;
}

export interface CacheFigures {
  backend: 'memory' | 'redis';
  /** The server's version (Redis); null in process. */
  version: string | null;
  usedMemoryBytes: number;
  keys: number;
  hits: number;
  misses: number;
  /** Clients connected to the server (Redis); null in process, where there is no server. */
  connectedClients: number | null;
  /** Commands answered since the server started: their rate is the difference between two readings. */
  commandsTotal: number;
  uptimeSeconds: number;
}

/** A page of a key scan: the keys found, and the cursor to go on with (`'0'` once the scan is done). */
export interface ScanPage {
  cursor: string;
  keys: string[];
}

/**
 * What an administrator may see of the cache and do with it. Keys are those the product uses (the
 * deployment's prefix is never shown); patterns are Redis globs (`*`, `?`, `[abc]`, `\` escapes).
 */
export interface CacheInspection {
  /** One step of a scan (never `KEYS`): `count` is a hint, a step may find fewer or none before the end. */
  scan(pattern: string, cursor: string, count: number): Promise<ScanPage>;
  /** Type, expiry and size of each key that still exists, in the order given. */
  describe(keys: readonly string[]): Promise<CacheKeyInfo[]>;
  /** A key's value, at most `limit` elements of it; null when it does not exist. */
  read(key: string, limit: number): Promise<CacheContent | null>;
  /** Deletes the keys; answers how many existed. */
  delMany(keys: readonly string[]): Promise<number>;
  figures(): Promise<CacheFigures>;
}
