import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import type { LogChain } from './log-chain.ts';
import type { LogJournal } from './log-journal.ts';
import { logJournalFiles, type NewRequestLog } from './logs.table.ts';

export interface LogWriterOptions {
  /** A batch is written this long after its first entry… */
  delayMs: number;
  /** …or as soon as it holds this many. */
  maxBatch: number;
  /** While the database refuses, at most this many entries wait; older ones are dropped (and counted in the log). */
  maxWaiting: number;
}

/** Account names kept in memory, so that a batch rarely asks the database for them. */
const NAMES_KEPT = 10_000;

export const LOG_WRITER_DEFAULTS: LogWriterOptions = { delayMs: 250, maxBatch: 500, maxWaiting: 50_000 };

/**
 * Writes log entries in batches, off the path of the requests they record: `add` appends the entry to
 * the journal and queues it. One batch is written at a time, sealed at the end of the chain
 * (`LogChain.append`), in a transaction that also records its journal files as stored, which are
 * then removed; a failed batch waits for the next try, so a database
 * that is away for a while loses nothing up to `maxWaiting` entries. Closing writes what is queued;
 * what a crash left in the journal is written at the next start (`recover`).
 */
export class LogWriter {
  private queued: NewRequestLog[] = [];
  /** Journal files holding entries of the queue, closed by batches that failed. */
  private queuedFiles: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private readonly names = new Map<number, string>();
  private journalBroken = false;

  constructor(
    private readonly db: Db,
    private readonly chain: LogChain,
    private readonly journal: LogJournal,
    private readonly log: FastifyBaseLogger,
    private readonly options: LogWriterOptions = LOG_WRITER_DEFAULTS,
  ) {}

  add(entry: NewRequestLog): void {
    this.keepOnDisk(entry);
    this.queued.push(entry);
    if (this.queued.length >= this.options.maxBatch) this.writeSoon(0);
    else this.writeSoon(this.options.delayMs);
  }

  /** Writes everything queued so far; answers once it is stored (or has failed and waits again). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.writing) await this.writing;
    if (this.queued.length === 0) return;
    const batch = this.queued.splice(0, this.queued.length);
    const files = [...this.queuedFiles.splice(0), ...[this.journal.rotate()].filter((name) => name !== undefined)];
    this.writing = this.write(batch, files).finally(() => (this.writing = undefined));
    await this.writing;
  }

  /** Writes what runs that died left in the journal; a file already stored is only removed. */
  async recover(): Promise<number> {
    let recovered = 0;
    for (const file of this.journal.leftovers()) {
      const [stored] = await this.db.select().from(logJournalFiles).where(eq(logJournalFiles.name, file.name));
      if (!stored && file.entries.length > 0) await this.store(file.entries, [file.name]);
      recovered += stored ? 0 : file.entries.length;
      await this.forget([file.name]);
    }
    return recovered;
  }

  /** Writes what is queued and closes the journal. */
  async close(): Promise<void> {
    await this.flush();
    this.journal.close();
  }

  private keepOnDisk(entry: NewRequestLog): void {
    try {
      this.journal.append(entry);
    } catch (error) {
      // The request goes on: its entry is still queued for the database, only not safe from a crash.
      if (!this.journalBroken) this.log.error({ err: error }, 'log journal not written');
      this.journalBroken = true;
    }
  }

  private writeSoon(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delayMs);
  }

  private async write(batch: NewRequestLog[], files: string[]): Promise<void> {
    try {
      await this.store(batch, files);
    } catch (error) {
      this.queued.unshift(...batch);
      this.queuedFiles.unshift(...files);
      const over = this.queued.length - this.options.maxWaiting;
      if (over > 0) this.queued.splice(0, over);
      this.log.error({ err: error, waiting: this.queued.length, dropped: Math.max(over, 0) }, 'log entries not written yet');
      this.writeSoon(this.options.delayMs * 10);
      return;
    }
    await this.forget(files).catch((error: unknown) => this.log.warn({ err: error }, 'stored log journal files not removed'));
  }

  private async store(entries: NewRequestLog[], files: string[]): Promise<void> {
    const named = await this.named(entries);
    await this.db.transaction(async (tx) => {
      await this.chain.append(tx, named);
      if (files.length > 0) await tx.insert(logJournalFiles).values(files.map((name) => ({ name })));
    });
  }

  /** Removes stored journal files, then the record that they were stored. */
  private async forget(files: string[]): Promise<void> {
    if (files.length === 0) return;
    this.journal.remove(files);
    await this.db.delete(logJournalFiles).where(inArray(logJournalFiles.name, files));
  }

  /** Entries with the account's name where the request knew only its id, and its id where a sign-in knew only the name. */
  private async named(batch: NewRequestLog[]): Promise<NewRequestLog[]> {
    const ids = [...new Set(batch.flatMap((entry) => (entry.userId && !entry.username && !this.names.has(entry.userId) ? [entry.userId] : [])))];
    const names = [...new Set(batch.flatMap((entry) => (entry.success && !entry.userId && entry.username ? [entry.username] : [])))];
    const idOf = new Map<string, number>();
    if (ids.length > 0 || names.length > 0) {
      const found = await this.db.select({ id: users.id, username: users.username }).from(users)
        .where(or(ids.length > 0 ? inArray(users.id, ids) : undefined, names.length > 0 ? inArray(users.username, names) : undefined));
      for (const user of found) {
        this.keepName(user.id, user.username);
        idOf.set(user.username, user.id);
      }
    }
    return batch.map((entry) => ({
      ...entry,
      username: entry.username || this.names.get(entry.userId ?? 0) || '',
      userId: entry.userId ?? (entry.success ? idOf.get(entry.username ?? '') ?? null : null),
    }));
  }

  /** A username never changes and an id is never given again, so a name once read stays right. */
  private keepName(userId: number, username: string): void {
    if (this.names.size >= NAMES_KEPT) this.names.clear();
    this.names.set(userId, username);
  }
}
