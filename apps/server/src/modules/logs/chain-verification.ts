import { and, asc, desc, gt, gte, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { type ChainProblem, type ChainVerification } from '@console/contract/logs';
import { startOfUtcDay } from '../../crud/listing.ts';
import { conflict } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import { chainHead, contentOf, type LogChain } from './log-chain.ts';
import { requestLogs, type LogChainRow, type RequestLogRow } from './logs.table.ts';

/** Entries read at a time: a million of them are checked without holding them all. */
const PAGE = 1_000;

type Broken = NonNullable<ChainVerification['broken']>;
type Entry = Pick<RequestLogRow, 'id' | 'seq' | 'at'>;

const entryOf = (row: Entry) => ({ id: row.id, seq: row.seq, at: row.at.toISOString() });
const brokenAt = (row: Entry, problem: ChainProblem, missing = 0): Broken => ({ ...entryOf(row), problem, missing });

/** Where a walk along the chain stands: the place and seal the next entry must carry. */
interface Position {
  seq: number;
  prevHash: string;
  /** The last entry checked, when there is one. */
  last?: RequestLogRow;
}

/** The days a verification covers, as the list's day filters read them (UTC days). */
export interface VerifiedDays {
  from?: string;
  to?: string;
}

/**
 * Checks the chain (`log-chain.ts`) page by page in its order: every entry's seal against its content,
 * its key, its place (no gap since the one before) and its link to the seal before it; then that no
 * entry was cut from its end and none lies outside it. Answers the first entry found wrong.
 */
export class ChainVerifier {
  /** One verification at a time on an instance: each reads the whole log. */
  private running = false;

  constructor(private readonly db: Db, private readonly chain: LogChain) {}

  async verify(days: VerifiedDays): Promise<ChainVerification> {
    if (this.running) throw conflict(MESSAGES.logVerifyRunning);
    this.running = true;
    try {
      return await this.walk(days);
    } finally {
      this.running = false;
    }
  }

  private async walk(days: VerifiedDays): Promise<ChainVerification> {
    const head = await chainHead(this.db, { lock: false });
    const whole = !days.from && !days.to;
    const fromSeq = Math.max(head.purgedThroughSeq + 1, days.from ? await this.firstSeqFrom(days.from) : 0);
    const toSeq = days.to ? await this.lastSeqTo(days.to) : head.lastSeq;
    const answer: ChainVerification = {
      intact: true, checked: 0, first: null, last: null, broken: null,
      legacyThroughSeq: head.legacyThroughSeq, legacySealedAt: head.legacySealedAt?.toISOString() ?? null, purgedThroughSeq: head.purgedThroughSeq,
    };
    let position = await this.positionBefore(fromSeq, head);
    for (;;) {
      const rows = await this.db.select().from(requestLogs)
        .where(and(gte(requestLogs.seq, Math.max(fromSeq, position.seq)), lte(requestLogs.seq, toSeq))).orderBy(asc(requestLogs.seq)).limit(PAGE);
      for (const row of rows) {
        const broken = await this.problemOf(row, position, head);
        if (broken) return { ...answer, intact: false, broken };
        answer.first ??= entryOf(row);
        answer.last = entryOf(row);
        answer.checked += 1;
        position = { seq: row.seq! + 1, prevHash: row.hash!, last: row };
      }
      if (rows.length < PAGE) break;
    }
    const broken = whole ? this.brokenEnd(position, head) ?? await this.unsealed(head) : undefined;
    return broken ? { ...answer, intact: false, broken } : answer;
  }

  /**
   * What is wrong with an entry, reached from `position`, if anything. Among the entries from before
   * the chain, gaps are no evidence (entries could be deleted then): their links are.
   */
  private async problemOf(row: RequestLogRow, position: Position, head: LogChainRow): Promise<Broken | undefined> {
    const seq = row.seq!;
    const chainStart = head.legacyThroughSeq + 1;
    // The chain proper starts afresh after the entries from before it.
    let expectedPrev = seq === chainStart ? '' : position.prevHash;
    if (seq > position.seq && seq > chainStart) {
      // A gap is where the retention job cut the chain (perhaps during this walk), or entries are missing.
      const now = await chainHead(this.db, { lock: false });
      if (seq - 1 !== now.purgedThroughSeq) return brokenAt(row, 'missing', seq - Math.max(position.seq, chainStart));
      expectedPrev = now.purgedLastHash;
    }
    if (seq === chainStart && position.last && head.legacyLastHash !== null && position.prevHash !== head.legacyLastHash) {
      return brokenAt(position.last, 'truncated');
    }
    if (row.keyId !== this.chain.keyId) return brokenAt(row, 'otherKey');
    if (this.chain.sealOf(contentOf(row), seq, row.keyId, row.prevHash ?? '') !== row.hash) return brokenAt(row, 'changed');
    return row.prevHash === expectedPrev ? undefined : brokenAt(row, 'linkBroken');
  }

  /** Where a walk from `fromSeq` starts: after the entry before it, or where the retention job cut the chain. */
  private async positionBefore(fromSeq: number, head: LogChainRow): Promise<Position> {
    const [before] = await this.db.select().from(requestLogs)
      .where(and(lt(requestLogs.seq, fromSeq), gt(requestLogs.seq, head.purgedThroughSeq))).orderBy(desc(requestLogs.seq)).limit(1);
    return before ? { seq: before.seq! + 1, prevHash: before.hash!, last: before } : { seq: head.purgedThroughSeq + 1, prevHash: head.purgedLastHash };
  }

  /** Entries cut from the end of the chain (all of them, when none is left): its row says how far it reached. */
  private brokenEnd(position: Position, head: LogChainRow): Broken | undefined {
    const missing = head.lastSeq - (position.seq - 1);
    if (missing <= 0) return undefined;
    return position.last ? brokenAt(position.last, 'truncated', missing) : { id: null, seq: position.seq - 1, at: null, problem: 'truncated', missing };
  }

  /** An entry outside the chain: stored past the writer (entries from before the chain wait for their seal at a start). */
  private async unsealed(head: LogChainRow): Promise<Broken | undefined> {
    const outside: SQL = head.legacySealedAt ? isNull(requestLogs.seq) : and(isNull(requestLogs.seq), gt(requestLogs.id, head.legacyThroughSeq))!;
    const [row] = await this.db.select({ id: requestLogs.id, seq: requestLogs.seq, at: requestLogs.at }).from(requestLogs).where(outside).orderBy(asc(requestLogs.id)).limit(1);
    return row && brokenAt(row, 'unsealed');
  }

  /** The place of the first entry of a day on. */
  private async firstSeqFrom(day: string): Promise<number> {
    const [row] = await this.db.select({ seq: requestLogs.seq }).from(requestLogs)
      .where(and(gte(requestLogs.at, startOfUtcDay(day, 0)), isNotNull(requestLogs.seq))).orderBy(asc(requestLogs.at), asc(requestLogs.seq)).limit(1);
    return row?.seq ?? Number.MAX_SAFE_INTEGER;
  }

  /** The place of the last entry up to the end of a day. */
  private async lastSeqTo(day: string): Promise<number> {
    const [row] = await this.db.select({ seq: requestLogs.seq }).from(requestLogs)
      .where(and(lt(requestLogs.at, startOfUtcDay(day, 1)), isNotNull(requestLogs.seq))).orderBy(desc(requestLogs.at), desc(requestLogs.seq)).limit(1);
    return row?.seq ?? 0;
  }
}
