import { desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { logsCrud, type LogKind, type LogRecord } from '@console/contract';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import { CrudService } from '../../crud/crud-service.ts';
import { startOfUtcDay } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import { requestLogs } from './logs.table.ts';

/** Old entries go in slices, so that a large purge never holds the table for long. */
const PURGE_SLICE = 5_000;

/** The operation and sign-in log: searched by the generic list, deleted with one audit entry saying what went. */
export class LogsService extends CrudService<typeof requestLogs, LogRecord> {
  constructor(db: Db) {
    super(db, logsCrud, {
      table: requestLogs,
      defaultOrder: [desc(requestLogs.at), desc(requestLogs.id)],
      customFilters: {
        atFrom: async (day: string) => gte(requestLogs.at, startOfUtcDay(day, 0)),
        atTo: async (day: string) => lt(requestLogs.at, startOfUtcDay(day, 1)),
      },
    });
  }

  listOf(kind: LogKind, query: Parameters<CrudService<typeof requestLogs, LogRecord>['list']>[0]) {
    return this.list(query, eq(requestLogs.kind, kind));
  }

  /**
   * Deletes the entries among `ids` that exist, and records in the audit trail who deleted how many,
   * of which kinds and which time range (the entries themselves are not copied there).
   */
  override delete(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx.delete(requestLogs).where(inArray(requestLogs.id, ids)).returning({ at: requestLogs.at, kind: requestLogs.kind });
      if (deleted.length === 0) return 0;
      const times = deleted.map((entry) => entry.at.getTime()).sort((a, b) => a - b);
      await recordAudit(tx, actor, {
        action: 'delete', target: logsCrud.name, targetId: `${deleted.length}`, after: null,
        before: {
          count: deleted.length,
          kinds: [...new Set(deleted.map((entry) => entry.kind))].sort(),
          from: new Date(times[0]!).toISOString(),
          to: new Date(times.at(-1)!).toISOString(),
        },
      });
      return deleted.length;
    });
  }

  /** Removes the entries older than `days` days, a slice at a time until done or aborted; answers how many went. */
  async purgeOlderThan(days: number, signal: AbortSignal): Promise<number> {
    const cutoff = sql`now() - make_interval(days => ${days})`;
    let removed = 0;
    for (;;) {
      const slice = await this.db.delete(requestLogs)
        .where(inArray(requestLogs.id, this.db.select({ id: requestLogs.id }).from(requestLogs).where(lt(requestLogs.at, cutoff)).limit(PURGE_SLICE)))
        .returning({ id: requestLogs.id });
      removed += slice.length;
      if (slice.length < PURGE_SLICE || signal.aborted) return removed;
    }
  }
}
