import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { insertByColumns } from '../../platform/insert-by-columns.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { logChain, requestLogs, type LogChainRow, type NewRequestLog, type RequestLogRow } from './logs.table.ts';

/** The purposes the sealing key and its fingerprint are derived for: a seal means nothing elsewhere. */
const SEAL_PURPOSE = 'request-log-chain';
const FINGERPRINT_PURPOSE = 'request-log-chain-key';
/** The serialisation's version, first in what is sealed, so that another may follow. */
const FORMAT = 'v1';
/** Entries from before the chain are sealed this many at a time, each slice a transaction of its own. */
const LEGACY_SLICE = 2_000;

/**
 * The columns a seal covers, in the order they are serialised: every stored column but the id (which
 * the database gives at the insert, after the seal is made; `seq` stands for it) and the seal's own.
 */
const SEALED_FIELDS = [
  'kind', 'at', 'userId', 'username', 'ip', 'userAgent', 'method', 'route', 'path', 'page', 'action',
  'status', 'success', 'message', 'durationMs', 'body', 'requestId',
] as const satisfies readonly (keyof RequestLogRow)[];

type Unsealed = Exclude<keyof RequestLogRow, 'id' | 'seq' | 'keyId' | 'prevHash' | 'hash' | (typeof SEALED_FIELDS)[number]>;
/** Fails to compile, naming the column, when a column of the log is neither sealed nor part of the seal. */
export const EVERY_COLUMN_SEALED: [Unsealed] extends [never] ? true : Unsealed = true;

/** What an entry stores, every column given: what its seal covers. */
export type EntryContent = Pick<RequestLogRow, (typeof SEALED_FIELDS)[number]>;
export type SealedEntry = EntryContent & { seq: number; keyId: string; prevHash: string; hash: string };

/** A lone surrogate, which a database stores as U+FFFD; NUL, which PostgreSQL text cannot hold at all. */
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\0/g;
/** The text as the database will store it: a seal over anything else would not match what is read back. */
const storable = (text: string | undefined) => (text ?? '').replace(UNSTORABLE, '\uFFFD');

/** An entry's content as it will be stored: its columns' defaults filled in, its texts storable. */
export function contentOf(entry: NewRequestLog | RequestLogRow): EntryContent {
  return {
    kind: entry.kind, at: entry.at, userId: entry.userId ?? null, username: storable(entry.username), ip: storable(entry.ip),
    userAgent: storable(entry.userAgent), method: storable(entry.method), route: storable(entry.route), path: storable(entry.path),
    page: storable(entry.page), action: storable(entry.action), status: entry.status, success: entry.success,
    message: storable(entry.message), durationMs: entry.durationMs, body: storable(entry.body), requestId: storable(entry.requestId),
  };
}

/** The one text a seal is made over: the entry's place, key, link and content, as JSON (which escapes every text alike). */
function serialised(content: EntryContent, seq: number, keyId: string, prevHash: string): string {
  return JSON.stringify([FORMAT, seq, keyId, prevHash, ...SEALED_FIELDS.map((field) => (field === 'at' ? content.at.toISOString() : content[field]))]);
}

/**
 * The chain's row; `lock`: locked until the caller's transaction ends, so that one batch extends (or
 * the retention job cuts) the chain at a time, on every instance.
 */
export async function chainHead(db: Db, { lock }: { lock: boolean }): Promise<LogChainRow> {
  const query = db.select().from(logChain).where(eq(logChain.id, 1));
  const [head] = await (lock ? query.for('update') : query);
  if (!head) throw new Error('log_chain has no row: the migrations did not run');
  return head;
}

/**
 * The hash chain of the log: every entry carries HMAC-SHA256, with a key derived from the install's
 * secrets key, over its content, its place (`seq`, from 1 without gaps across every instance), the
 * key's fingerprint and the seal of the entry before it. Changing an entry breaks its seal; removing
 * one leaves a gap; someone with only the database cannot make a seal.
 */
export class LogChain {
  private fingerprint: string | undefined;

  constructor(private readonly secrets: Pick<SecretBox, 'keyedDigest'>) {}

  /** Which key seals: a digest derived from it, which tells keys apart and gives nothing of them away. */
  get keyId(): string {
    return (this.fingerprint ??= this.secrets.keyedDigest(FINGERPRINT_PURPOSE, FORMAT).slice(0, 16));
  }

  sealOf(content: EntryContent, seq: number, keyId: string, prevHash: string): string {
    return this.secrets.keyedDigest(SEAL_PURPOSE, serialised(content, seq, keyId, prevHash));
  }

  /** Entries at their places, sealed one after the other, the first linked to the seal given. */
  private chained(entries: { content: EntryContent; seq: number }[], lastHash: string): SealedEntry[] {
    let prevHash = lastHash;
    return entries.map(({ content, seq }) => {
      const hash = this.sealOf(content, seq, this.keyId, prevHash);
      const sealed = { ...content, seq, keyId: this.keyId, prevHash, hash };
      prevHash = hash;
      return sealed;
    });
  }

  /**
   * Stores entries at the end of the chain, in the caller's transaction: the chain's row stays locked
   * until it ends, so batches of several instances follow one another. The seals are made here, before
   * the one insert of the batch.
   */
  async append(tx: Db, entries: NewRequestLog[]): Promise<void> {
    if (entries.length === 0) return;
    const head = await chainHead(tx, { lock: true });
    const rows = this.chained(entries.map((entry, index) => ({ content: contentOf(entry), seq: head.lastSeq + index + 1 })), head.lastHash);
    await insertByColumns(tx, requestLogs, rows);
    const last = rows.at(-1)!;
    await tx.update(logChain).set({ lastSeq: last.seq, lastHash: last.hash }).where(eq(logChain.id, 1));
  }

  /**
   * Seals the entries stored before the chain came (their place is their id), in slices; answers how
   * many it sealed. Each slice locks the chain's row, so instances starting together share the work.
   */
  async sealLegacy(db: Db): Promise<number> {
    let sealed = 0;
    for (;;) {
      const slice = await db.transaction((tx) => this.sealLegacySlice(tx));
      if (slice === 0) return sealed;
      sealed += slice;
    }
  }

  private async sealLegacySlice(tx: Db): Promise<number> {
    const head = await chainHead(tx, { lock: true });
    if (head.legacySealedAt) return 0;
    const [previous] = await tx.select({ hash: requestLogs.hash }).from(requestLogs)
      .where(and(isNotNull(requestLogs.seq), lte(requestLogs.seq, head.legacyThroughSeq))).orderBy(desc(requestLogs.seq)).limit(1);
    const rows = await tx.select().from(requestLogs)
      .where(and(isNull(requestLogs.seq), lte(requestLogs.id, head.legacyThroughSeq))).orderBy(asc(requestLogs.id)).limit(LEGACY_SLICE);
    if (rows.length === 0) {
      await tx.update(logChain).set({ legacySealedAt: new Date(), legacyLastHash: previous?.hash ?? '' }).where(eq(logChain.id, 1));
      return 0;
    }
    const sealed = this.chained(rows.map((row) => ({ content: contentOf(row), seq: row.id })), previous?.hash ?? '');
    const column = <K extends keyof SealedEntry>(key: K) => sql.param(sealed.map((entry) => entry[key]));
    await tx.execute(sql`update ${requestLogs} set seq = v.seq, key_id = ${this.keyId}, prev_hash = v.prev_hash, hash = v.hash
      from unnest(${column('seq')}::bigint[], ${column('prevHash')}::text[], ${column('hash')}::text[]) as v(seq, prev_hash, hash)
      where ${requestLogs.id} = v.seq`);
    return rows.length;
  }
}
