import type { Cache } from './cache.ts';

interface Entry { value: string; expiresAt: number }

/** The embedded cache: one process, entries dropped when read after their expiry or by a sweep. */
export class MemoryCache implements Cache {
  private entries = new Map<string, Entry>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async del(key: string) {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number) {
    const count = Number(this.live(key)?.value ?? 0) + 1;
    this.entries.set(key, { value: String(count), expiresAt: Date.now() + ttlMs });
    return count;
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - Date.now() : null;
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
