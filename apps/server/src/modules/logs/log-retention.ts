import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { AUDIT_RETENTION_MIN_DAYS } from '@console/contract/logs';
import { SETTING_KEYS } from '@console/contract/settings';
import type { JobHandler } from '../jobs/jobs.api.ts';
import type { Services } from '../../module.ts';
import type { Db } from '../../platform/database.ts';
import { chainHead } from './log-chain.ts';
import { logChain, requestLogs } from './logs.table.ts';

/** Old entries go in slices, so that a large purge never holds the table (or the chain's row) for long. */
const PURGE_SLICE = 5_000;

/**
 * Removes the oldest slice of the chain whose entries are all older than `days` days (never fewer than
 * the minimum, whatever is asked), and marks where the chain now starts; answers how many went. Only
 * the start of the chain goes, so what stays has no gap: an entry written late (from a journal after a
 * crash) waits for the younger ones before it.
 */
async function purgeSlice(db: Db, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    const head = await chainHead(tx, { lock: true });
    if (!head.legacySealedAt) return 0;
    const cutoff = sql`now() - make_interval(days => ${Math.max(days, AUDIT_RETENTION_MIN_DAYS)})`;
    const oldest = await tx.select({ seq: requestLogs.seq, hash: requestLogs.hash, old: sql<boolean>`${requestLogs.at} < ${cutoff}` })
      .from(requestLogs).where(gt(requestLogs.seq, head.purgedThroughSeq)).orderBy(asc(requestLogs.seq)).limit(PURGE_SLICE);
    const young = oldest.findIndex((entry) => !entry.old);
    const going = young === -1 ? oldest : oldest.slice(0, young);
    const last = going.at(-1);
    if (!last) return 0;
    await tx.delete(requestLogs).where(and(gt(requestLogs.seq, head.purgedThroughSeq), lte(requestLogs.seq, last.seq!)));
    await tx.update(logChain).set({ purgedThroughSeq: last.seq!, purgedLastHash: last.hash! }).where(eq(logChain.id, 1));
    return going.length;
  });
}

/** Removes the entries older than `days` days, a slice at a time until done or aborted; answers how many went. */
export async function purgeOlderThan(db: Db, days: number, signal: AbortSignal): Promise<number> {
  let removed = 0;
  for (;;) {
    const slice = await purgeSlice(db, days);
    removed += slice;
    if (slice < PURGE_SLICE || signal.aborted) return removed;
  }
}

/** The scheduled work that applies the setting 日志保留天数: entries older than it go, every night. */
export const logRetention = (db: Db, services: Services): JobHandler<Record<string, never>> => ({
  name: 'log-retention',
  title: '日志保留清理',
  titleEn: 'Log retention',
  description: `删除早于“日志保留天数”（系统配置 log.retentionDays，至少 ${AUDIT_RETENTION_MIN_DAYS} 天）的操作日志和登录日志`,
  descriptionEn: `Deletes operation and sign-in log entries older than the log retention (setting log.retentionDays, at least ${AUDIT_RETENTION_MIN_DAYS} days)`,
  params: z.strictObject({}),
  defaultJob: { name: '日志保留清理', cron: '30 3 * * *', params: {} },
  run: async (_params, { signal }) => {
    const days = await services.settings.read(SETTING_KEYS.logRetentionDays);
    const removed = await purgeOlderThan(db, days, signal);
    return MESSAGES.jobRuns.logsDeleted(removed, days);
  },
});
