/** Short-lived shared state: captchas, sign-in throttling, later rate limits and cached reads. */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Reads and deletes in one step, so a value can be used once only. */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Adds one and (re)starts the expiry; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Milliseconds until the key expires, or null when it does not exist. */
  ttl(key: string): Promise<number | null>;
  close(): Promise<void>;
}
