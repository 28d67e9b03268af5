import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { and, asc, desc, gt, gte, lt, lte, min, or } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { startOfUtcDay } from '../../crud/listing.ts';
import type { Db } from '../../platform/database.ts';
import type { FilesApi } from '../files/files.api.ts';
import type { JobHandler } from '../jobs/jobs.api.ts';
import { chainHead } from './log-chain.ts';
import { logExports, requestLogs, type RequestLogRow } from './logs.table.ts';

/** Entries read at a time while a day is written. */
const PAGE = 1_000;
const DAY_MS = 86_400_000;

/** Where a day's entries are kept in the object store. */
export const exportKeyOf = (day: string) => `audit/${day}.jsonl.gz`;

const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const dayAfter = (day: string) => dayOf(new Date(Date.parse(day) + DAY_MS));

/** The next day to write, if one is complete: the day after the last written, or the day of the oldest entry. */
async function nextDay(db: Db): Promise<{ day: string; afterSeq: number } | undefined> {
  const [last] = await db.select().from(logExports).orderBy(desc(logExports.day)).limit(1);
  const [oldest] = last ? [] : await db.select({ at: requestLogs.at }).from(requestLogs).orderBy(asc(requestLogs.at)).limit(1);
  const day = last ? dayAfter(last.day) : oldest && dayOf(oldest.at);
  const yesterday = dayOf(new Date(Date.now() - DAY_MS));
  return day && day <= yesterday ? { day, afterSeq: last?.throughSeq ?? 0 } : undefined;
}

/**
 * The entries of a day's file, in the chain's order: those of the day (UTC) already in the chain, and
 * those of earlier days that joined it since the last file (written late, from a journal after a
 * crash), so that every entry is in exactly one file.
 */
async function* entriesOf(db: Db, day: string, afterSeq: number, throughSeq: number): AsyncGenerator<RequestLogRow> {
  const ofDay = and(gte(requestLogs.at, startOfUtcDay(day, 0)), lt(requestLogs.at, startOfUtcDay(day, 1)));
  const late = and(lt(requestLogs.at, startOfUtcDay(day, 0)), gt(requestLogs.seq, afterSeq));
  const [first] = await db.select({ seq: min(requestLogs.seq) }).from(requestLogs).where(ofDay);
  let cursor = Math.min(afterSeq, (first?.seq ?? Infinity) - 1);
  for (;;) {
    const rows = await db.select().from(requestLogs)
      .where(and(gt(requestLogs.seq, cursor), lte(requestLogs.seq, throughSeq), or(ofDay, late))).orderBy(asc(requestLogs.seq)).limit(PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
    cursor = rows.at(-1)!.seq!;
  }
}

/** Writes one day's file (gzipped JSON Lines, every column of each entry with its seal); answers how many entries it holds. */
async function exportDay(db: Db, files: FilesApi, day: string, afterSeq: number): Promise<number> {
  const { lastSeq: throughSeq } = await chainHead(db, { lock: false });
  let records = 0;
  const lines = async function* () {
    for await (const entry of entriesOf(db, day, afterSeq, throughSeq)) {
      records += 1;
      yield `${JSON.stringify(entry)}\n`;
    }
  };
  const gzip = createGzip();
  const stored = files.keepArchive(exportKeyOf(day), gzip, 'application/gzip').catch((error: unknown) => {
    gzip.destroy(error as Error);
    throw error;
  });
  await Promise.all([pipeline(Readable.from(lines()), gzip), stored]);
  await db.insert(logExports).values({ day, objectKey: exportKeyOf(day), records, throughSeq }).onConflictDoNothing();
  return records;
}

/**
 * The backup of the log: each complete day (UTC) not written yet goes to the active object store as
 * `audit/<day>.jsonl.gz`, the oldest first (days missed while no instance ran included), until done
 * or aborted. Runs hourly, so a day is written soon after it ends whatever the server's time zone.
 */
export const logExport = (db: Db, files: FilesApi): JobHandler<Record<string, never>> => ({
  name: 'log-export',
  title: '审计日志每日导出',
  titleEn: 'Daily audit log export',
  description: '把每个完整的一天（UTC）的操作日志和登录日志连同校验值导出到对象存储，文件为 audit/<日期>.jsonl.gz，作为日志的备份',
  descriptionEn: 'Exports each whole day (UTC) of the operation and sign-in logs, with their seals, to object storage as audit/<day>.jsonl.gz: a backup of the log',
  params: z.strictObject({}),
  defaultJob: { name: '审计日志每日导出', cron: '20 * * * *', params: {} },
  run: async (_params, { signal }) => {
    const written: string[] = [];
    let records = 0;
    if (!(await chainHead(db, { lock: false })).legacySealedAt) return MESSAGES.jobRuns.exportWaitsForSealing;
    for (let next = await nextDay(db); next && !signal.aborted; next = await nextDay(db)) {
      records += await exportDay(db, files, next.day, next.afterSeq);
      written.push(next.day);
    }
    return written.length === 0 ? MESSAGES.jobRuns.nothingToExport : MESSAGES.jobRuns.logsExported(written.length, written[0]!, written.at(-1)!, records);
  },
});
