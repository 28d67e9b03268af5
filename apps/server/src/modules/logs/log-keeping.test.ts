import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainVerification } from '@console/contract/logs';
import { LOOPBACK_ALLOWED, openTestDatabase, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { DestinationPolicy } from '../../platform/outbound/destination-policy.ts';
import { OutboundClient } from '../../platform/outbound/http-client.ts';
import { S3_TEST_CREDENTIALS, startTestS3 } from '../../../test/s3-server.ts';
import type { Database } from '../../platform/database.ts';
import { lazySecretBox } from '../../platform/secret-box.ts';
import { S3Store } from '../../platform/storage/s3-store.ts';
import { settings } from '../settings/settings.table.ts';
import { scheduledJobs } from '../jobs/jobs.table.ts';
import { freshDataDir } from '../files/files.test-support.ts';
import { LogChain } from './log-chain.ts';
import { exportKeyOf } from './log-export.ts';
import { logExports, requestLogs, type NewRequestLog } from './logs.table.ts';

const DAY_MS = 86_400_000;

/** A database, an app on it and the chain as that app seals it, with entries already in the chain before the app starts. */
function useLogApp() {
  const dataDir = freshDataDir();
  const chain = new LogChain(lazySecretBox(undefined, dataDir));
  const parts = {} as { database: Database; app: TestApp; token: string };
  beforeAll(async () => {
    parts.database = await openTestDatabase();
  });
  afterAll(async () => {
    await parts.app?.close();
    await parts.database.close();
  });
  const start = async () => {
    // The product's log jobs are paused before the app starts: a fire of their schedule (the export's
    // is at every hour's 20th minute) would take the run the tests start by hand.
    const paused = await parts.database.db.update(scheduledJobs).set({ status: 'paused' })
      .where(inArray(scheduledJobs.handler, ['log-export', 'log-retention'])).returning({ id: scheduledJobs.id });
    expect(paused).toHaveLength(2);
    parts.app = await startTestApp({ dataDir, ...LOOPBACK_ALLOWED }, { shared: parts.database });
    parts.token = await parts.app.login('admin', TEST_ADMIN_PASSWORD);
  };
  const append = (entries: NewRequestLog[]) => parts.database.db.transaction((tx) => chain.append(tx, entries));
  return { dataDir, parts, start, append };
}

const entryAt = (at: Date, route: string): NewRequestLog => ({
  kind: 'operation', at, method: 'POST', route, path: route, status: 200, success: true, durationMs: 2, username: 'kept-user', message: '',
});

/** Runs a job of a handler by hand and answers its finished run. */
async function runJob(app: TestApp, token: string, handler: string) {
  const [job] = (await app.call('GET', '/quartz/getAllByPage', { token, query: { handler } })).json().data.records;
  const run = (await app.call('POST', `/quartz/run/${job.id}`, { token })).json().data;
  let finished: { status: string; output: string; error: string } | undefined;
  await expect.poll(async () => {
    const runs = (await app.call('GET', '/quartz/runs', { token, query: { jobId: String(job.id) } })).json().data.records;
    finished = runs.find((each: { id: number }) => each.id === run.id);
    return finished?.status;
  }).not.toBe('running');
  return finished!;
}

describe('log retention', () => {
  const { parts, start, append } = useLogApp();
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
  const left = async () => (await parts.database.db.select({ route: requestLogs.route }).from(requestLogs)
    .where(sql`${requestLogs.route} like '/aged-%'`).orderBy(asc(requestLogs.seq))).map((row) => row.route);

  beforeAll(async () => {
    await append([200, 190, 185, 100].map((days) => entryAt(daysAgo(days), `/aged-${days}`)));
    await start();
  });

  it('refuses a retention under 180 days with a reason a person can act on', async () => {
    const { app, token } = parts;
    const [setting] = (await app.call('POST', '/config/list', { token, json: { key: 'log.retentionDays' } })).json().data.records;
    expect(setting).toMatchObject({ value: '180', defaultValue: '180' });
    for (const value of ['179', '30', '0']) {
      const refused = await app.call('POST', '/config/edit', { token, json: { id: setting.id, value } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().status_desc).toContain('审计记录至少保留 180 天');
    }
    expect((await app.call('POST', '/config/edit', { token, json: { id: setting.id, value: '195' } })).statusCode).toBe(200);
  });

  it('removes, when its job runs, the oldest entries past the days kept, and the chain starts after them', async () => {
    expect(await runJob(parts.app, parts.token, 'log-retention')).toMatchObject({ status: 'succeeded', output: '删除了 1 条 195 天前的日志' });
    expect(await left()).toEqual(['/aged-190', '/aged-185', '/aged-100']);
    const answer = (await parts.app.call('GET', '/log/verify', { token: parts.token })).json().data as ChainVerification;
    expect(answer).toMatchObject({ intact: true, purgedThroughSeq: 1, first: { seq: 2 } });
  });

  it('never removes an entry younger than 180 days, whatever the setting holds', async () => {
    await parts.database.db.update(settings).set({ value: '30' }).where(eq(settings.key, 'log.retentionDays'));
    expect((await runJob(parts.app, parts.token, 'log-retention')).status).toBe('succeeded');
    expect(await left()).toEqual(['/aged-100']);
    expect(((await parts.app.call('GET', '/log/verify', { token: parts.token })).json().data as ChainVerification)).toMatchObject({ intact: true, purgedThroughSeq: 3 });
  });
});

describe('the daily export', () => {
  const { dataDir, parts, start, append } = useLogApp();
  const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
  const [twoDaysAgo, yesterday] = [dayBefore(2), dayBefore(1)];
  const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`);
  /** The entries of a day's file, as written. */
  const exported = (day: string) => gunzipSync(readFileSync(path.join(dataDir, 'files', exportKeyOf(day)))).toString('utf8')
    .split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
  const stored = async (route: string) => JSON.parse(JSON.stringify((await parts.database.db.select().from(requestLogs).where(eq(requestLogs.route, route)))[0])) as Record<string, unknown>;

  beforeAll(async () => {
    await append([entryAt(noonOf(twoDaysAgo), '/early-1'), entryAt(noonOf(twoDaysAgo), '/early-2'), entryAt(noonOf(yesterday), '/yesterday')]);
    await start();
  });

  it('writes each complete day to the object store as gzipped JSON Lines with the seals, once', async () => {
    const run = await runJob(parts.app, parts.token, 'log-export');
    expect(run).toMatchObject({ status: 'succeeded', output: `导出了 2 天（${twoDaysAgo} 至 ${yesterday}），共 3 条日志` });
    expect(exported(twoDaysAgo)).toEqual([await stored('/early-1'), await stored('/early-2')]);
    const [entry] = exported(yesterday);
    expect(entry).toEqual(await stored('/yesterday'));
    expect(entry).toMatchObject({ seq: 3, keyId: expect.any(String), hash: expect.any(String), prevHash: exported(twoDaysAgo)[1]!.hash });
    expect(await parts.database.db.select({ day: logExports.day, objectKey: logExports.objectKey, records: logExports.records }).from(logExports).orderBy(logExports.day))
      .toEqual([{ day: twoDaysAgo, objectKey: `audit/${twoDaysAgo}.jsonl.gz`, records: 2 }, { day: yesterday, objectKey: `audit/${yesterday}.jsonl.gz`, records: 1 }]);
    expect(await runJob(parts.app, parts.token, 'log-export')).toMatchObject({ status: 'succeeded', output: '没有需要导出的日期' });
  });

  it('puts an entry that joined the chain after its day was written into the next day written', async () => {
    await append([entryAt(noonOf(twoDaysAgo), '/late')]);
    // As if yesterday had not ended when the job first ran.
    await parts.database.db.delete(logExports).where(eq(logExports.day, yesterday));
    expect(await runJob(parts.app, parts.token, 'log-export')).toMatchObject({ status: 'succeeded', output: `导出了 1 天（${yesterday} 至 ${yesterday}），共 2 条日志` });
    expect(exported(yesterday).map((entry) => entry.route)).toEqual(['/yesterday', '/late']);
    expect(exported(twoDaysAgo).map((entry) => entry.route)).toEqual(['/early-1', '/early-2']);
  });

  it('writes to the bucket when S3 is the active store', async () => {
    const s3 = await startTestS3();
    const settings = { endpoint: s3.endpoint, region: 'us-east-1', bucket: s3.bucket, forcePathStyle: true, ...S3_TEST_CREDENTIALS };
    const store = await S3Store.open(settings, new OutboundClient(new DestinationPolicy(LOOPBACK_ALLOWED.outboundAllow)));
    try {
      const saved = await parts.app.call('POST', '/setting/oss/set', { token: parts.token, form: { ...settings, provider: 's3', forcePathStyle: 'true' } });
      expect(saved.statusCode, saved.body).toBe(200);
      // Every day again, into the bucket.
      await parts.database.db.delete(logExports);
      expect(await runJob(parts.app, parts.token, 'log-export')).toMatchObject({ status: 'succeeded', output: `导出了 2 天（${twoDaysAgo} 至 ${yesterday}），共 4 条日志` });
      const routesIn = async (day: string) => gunzipSync(await buffer(await store.read(exportKeyOf(day)))).toString('utf8')
        .split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { route: string }).route);
      expect(await routesIn(twoDaysAgo)).toEqual(['/early-1', '/early-2', '/late']);
      expect(await routesIn(yesterday)).toEqual(['/yesterday']);
    } finally {
      store.close();
      await s3.close();
    }
  });
});
