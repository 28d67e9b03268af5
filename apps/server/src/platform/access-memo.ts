import type { ChangeFeed } from './change-feed.ts';
import type { Database } from './database.ts';
import type { MaybePromise } from './maybe-promise.ts';

/** The channel the migrations' triggers notify when a table the access checks read changes. */
export const ACCESS_CHANGED = 'access_changed';

/** Remembers the answers of access checks (who a token is, what a user may do) between requests. */
export interface AccessMemo {
  /** A kept answer comes back at once, without a promise: it is on the path of every request. */
  remember<T>(key: string, load: () => Promise<T | undefined>): MaybePromise<T | undefined>;
  /** Drops every answer, for a change this instance made and must see before the notification arrives. */
  forgetAll(): void;
}

/** Asks the database every time: for tools that resolve sessions outside the app. */
export const NO_MEMO: AccessMemo = { remember: (_key, load) => load(), forgetAll: () => undefined };

/**
 * Keeps answers in memory until any table they read changes, told by the database's change
 * notifications. The embedded database tells before the write that caused them resolves, so no
 * request is answered from a stale entry; PostgreSQL tells just after the commit (see
 * docs/decisions.md). An answer loaded while a change happened is not kept, and while the database
 * cannot tell of changes nothing is kept at all.
 */
export class MemoryAccessMemo implements AccessMemo, ChangeFeed {
  private generation = 0;
  private told = false;
  private readonly answers = new Map<string, unknown>();
  /** Loads under way: requests that miss together share one load rather than each asking the database. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(private readonly capacity = 10_000) {}

  forgetAll(): void {
    this.generation += 1;
    this.answers.clear();
    this.loading.clear();
  }

  changed(): void {
    this.forgetAll();
  }

  lost(): void {
    this.told = false;
    this.forgetAll();
  }

  restored(): void {
    this.forgetAll();
    this.told = true;
  }

  remember<T>(key: string, load: () => Promise<T | undefined>): MaybePromise<T | undefined> {
    // Nothing undefined is kept, so one look-up tells whether the answer is.
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept as T;
    return (this.loading.get(key) as Promise<T | undefined> | undefined) ?? this.load(key, load);
  }

  private load<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const generation = this.generation;
    const loading = load().then((answer) => {
      if (answer !== undefined && this.told && generation === this.generation) this.keep(key, answer);
      return answer;
    }).finally(() => {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    });
    this.loading.set(key, loading);
    return loading;
  }

  private keep(key: string, answer: unknown) {
    this.answers.set(key, answer);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }
}

/**
 * A memo kept true by the notifications of `channel`, which a migration's triggers send on every
 * change of the tables its answers read; it keeps nothing until `listening` resolves.
 */
export function memoOfChannel(database: Database, channel: string): { memo: MemoryAccessMemo; listening: Promise<void> } {
  const memo = new MemoryAccessMemo();
  return { memo, listening: database.listen(channel, memo) };
}

/** A memo that the database's access change notifications keep true. */
export async function accessMemoFor(database: Database): Promise<MemoryAccessMemo> {
  const { memo, listening } = memoOfChannel(database, ACCESS_CHANGED);
  await listening;
  return memo;
}
