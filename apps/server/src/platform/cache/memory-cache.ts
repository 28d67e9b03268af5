import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Cache, CacheContent, CacheFigures, CacheKeyInfo, RateLimiterOptions, ScanPage } from './cache.ts';
import { globToRegExp } from './glob.ts';

interface Entry { value: string; expiresAt: number }

/** A scan's cursor: after which key (in key order) the next step starts. `'0'` starts and ends, as in Redis. */
const START = '0';
const cursorAfter = (key: string) => `k${Buffer.from(key).toString('base64url')}`;
const keyOfCursor = (cursor: string) => (cursor === START ? '' : Buffer.from(cursor.slice(1), 'base64url').toString());

/** The embedded cache: one process, entries dropped when read after their expiry or by a sweep. */
export class MemoryCache implements Cache {
  private entries = new Map<string, Entry>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();
  private readonly startedAt = Date.now();
  private hits = 0;
  private misses = 0;
  private commands = 0;

  private live(key: string): Entry | undefined {
    this.commands++;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A read of a value, counted as a hit or a miss. */
  private lookUp(key: string): Entry | undefined {
    const entry = this.live(key);
    if (entry) this.hits++;
    else this.misses++;
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    return this.lookUp(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.commands++;
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async take(key: string) {
    const value = this.lookUp(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async del(key: string) {
    this.commands++;
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number) {
    const count = Number(this.live(key)?.value ?? 0) + 1;
    this.entries.set(key, { value: String(count), expiresAt: Date.now() + ttlMs });
    return count;
  }

  rateLimiter(options: RateLimiterOptions): RateLimiterMemory {
    return new RateLimiterMemory(options);
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - Date.now() : null;
  }

  /** Keys in key order after the cursor's: a key present during the whole scan is found once, whatever else changes. */
  async scan(pattern: string, cursor: string, count: number): Promise<ScanPage> {
    this.commands++;
    const after = keyOfCursor(cursor);
    const matches = globToRegExp(pattern);
    const now = Date.now();
    const ahead = [...this.entries].filter(([key, entry]) => key > after && entry.expiresAt > now).map(([key]) => key).sort();
    const step = ahead.slice(0, count);
    const keys = step.filter((key) => matches.test(key));
    return { cursor: step.length < ahead.length ? cursorAfter(step.at(-1)!) : START, keys };
  }

  async describe(keys: readonly string[]): Promise<CacheKeyInfo[]> {
    return keys.flatMap((key) => {
      const entry = this.live(key);
      return entry ? [this.infoOf(key, entry)] : [];
    });
  }

  async read(key: string): Promise<CacheContent | null> {
    const entry = this.live(key);
    return entry ? { ...this.infoOf(key, entry), value: entry.value, items: [], truncated: false } : null;
  }

  async delMany(keys: readonly string[]) {
    return keys.filter((key) => this.live(key) && this.entries.delete(key)).length;
  }

  async figures(): Promise<CacheFigures> {
    this.sweep();
    let usedMemoryBytes = 0;
    for (const [key, entry] of this.entries) usedMemoryBytes += Buffer.byteLength(key) + Buffer.byteLength(entry.value);
    return {
      backend: 'memory', version: null, usedMemoryBytes, keys: this.entries.size, hits: this.hits, misses: this.misses,
      connectedClients: null, commandsTotal: this.commands, uptimeSeconds: Math.floor((Date.now() - this.startedAt) / 1000),
    };
  }

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private infoOf(key: string, entry: Entry): CacheKeyInfo {
    return { key, type: 'string', ttlMs: Math.max(0, entry.expiresAt - Date.now()), size: Buffer.byteLength(entry.value) };
  }
}
