import type { Database } from './database.ts';

/** The channel the migrations' triggers notify when a table the access checks read changes. */
export const ACCESS_CHANGED = 'access_changed';

/** Remembers the answers of access checks (who a token is, what a user may do) between requests. */
export interface AccessMemo {
  remember<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
}

/** Asks the database every time: for PostgreSQL, where change notifications arrive late. */
export const NO_MEMO: AccessMemo = { remember: (_key, load) => load() };

/**
 * Keeps answers in memory until any table they read changes. The embedded database delivers its
 * notifications before the write that caused them resolves, so no request is answered from a
 * stale entry. An answer loaded while a change happened is not kept.
 */
export class MemoryAccessMemo implements AccessMemo {
  private generation = 0;
  private readonly answers = new Map<string, unknown>();

  constructor(private readonly capacity = 10_000) {}

  forgetAll(): void {
    this.generation += 1;
    this.answers.clear();
  }

  async remember<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const generation = this.generation;
    const answer = await load();
    if (answer !== undefined && generation === this.generation) this.keep(key, answer);
    return answer;
  }

  private keep(key: string, answer: unknown) {
    this.answers.set(key, answer);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }
}

/** A memo for the database: in memory for the embedded one, none for PostgreSQL. */
export async function accessMemoFor(database: Database): Promise<AccessMemo> {
  if (!database.listenInline) return NO_MEMO;
  const memo = new MemoryAccessMemo();
  await database.listenInline(ACCESS_CHANGED, () => memo.forgetAll());
  return memo;
}
