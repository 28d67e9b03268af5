import type { MaybePromise } from './maybe-promise.ts';

/** Answers that are served again as the same object and never changed: their encoding may be kept. */
const reused = new WeakSet<object>();

/** Marks an answer that is kept and served again unchanged, so its encoding is kept too. */
export function keepEncoding<T extends object>(answer: T): T {
  reused.add(answer);
  return answer;
}

export const isReusedAnswer = (value: unknown): value is object => typeof value === 'object' && value !== null && reused.has(value);

/**
 * Answers kept in memory with the version of the data they were read at. A request that saw a
 * newer version reads afresh, so nothing older than what the caller's own request saw is served.
 */
export class VersionedAnswers<T extends object> {
  private readonly entries = new Map<string, { version: number; answer: T }>();

  constructor(private readonly capacity = 10_000) {}

  /** The kept answer at once (no promise: this is a hot path), or a promise of one read afresh. */
  get(key: string, version: number, load: () => Promise<T>): MaybePromise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) return kept.answer;
    return load().then((answer) => {
      const current = this.entries.get(key);
      if (!current || current.version <= version) this.keep(key, version, answer);
      return answer;
    });
  }

  private keep(key: string, version: number, answer: T) {
    keepEncoding(answer);
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
