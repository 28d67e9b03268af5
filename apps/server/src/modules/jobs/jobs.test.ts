import { describe, expect, it } from 'vitest';
import { and, eq, gt, lte } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { type JobHandlerInfo, type JobRecord, type JobRunRecord } from '@console/contract/jobs';
import { type TodoRecord } from '@console/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import { openTestDatabase, startTestApp, useFileApp } from '../../../test/harness.ts';
import { HandlerRegistry } from './handler-registry.ts';
import { JobRunner } from './job-runner.ts';
import { sessions } from '../auth/sessions.table.ts';
import { jobRuns, scheduledJobs } from './jobs.table.ts';
import { SYNC_EVERY_MS } from './scheduler.ts';
import type { TestApp } from '../../../test/harness.ts';

const t = useFileApp();

interface Answer { statusCode: number; body: string; json(): { data: unknown; status_desc: string } }

async function dataOf<T>(response: Promise<Answer>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
}

const addJob = (json: Record<string, unknown>, app: TestApp = t, token = t.admin) => app.call('POST', '/quartz/add', { token, json });
const jobNamed = async (name: string, json: Record<string, unknown> = {}) =>
  dataOf<JobRecord>(addJob({ name, handler: 'owner-reminder', cron: '0 9 * * 1-5', ...json }));
const runsOf = (jobId: number, app: TestApp = t) =>
  dataOf<{ records: JobRunRecord[]; total: number }>(app.call('GET', '/quartz/runs', { token: t.admin, query: { jobId: String(jobId), pageSize: '100' } }));

/** The job's newest run once it has ended. */
async function endedRun(jobId: number): Promise<JobRunRecord> {
  for (;;) {
    const [run] = (await runsOf(jobId)).records;
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const inboxTitles = async (token = t.admin) =>
  (await dataOf<{ records: { title: string; content: string }[] }>(t.call('POST', '/message/todoList', { token, json: { pageSize: 100 } }))).records;

describe('handlers and cron previews', () => {
  it('lists the registered handlers with the JSON schema of their parameters', async () => {
    const handlers = await dataOf<{ name: string; paramsSchema: { type: string; properties?: Record<string, unknown> } }[]>(t.call('GET', '/quartz/handlers', { token: t.admin }));
    expect(handlers.map((handler) => handler.name)).toEqual(expect.arrayContaining(['owner-reminder', 'file-cleanup', 'password-reminders', 'session-cleanup']));
    const reminder = handlers.find((handler) => handler.name === 'owner-reminder')!;
    expect(reminder).toMatchObject({ title: '给负责人发送待办（演示）', paramsSchema: { type: 'object' }, exampleParams: { title: '定时提醒', fail: false } });
    expect(Object.keys(reminder.paramsSchema.properties!)).toEqual(['title', 'content', 'delaySeconds', 'fail']);
  });

  it("previews the next five fires in the server's time zone and says why an expression is refused", async () => {
    const preview = (cron: string, allowFrequent?: string) =>
      dataOf<{ fireTimes: string[]; problem: string | null; frequent: boolean; timeZone: string }>(
        t.call('GET', '/quartz/preview', { token: t.admin, query: { cron, ...(allowFrequent && { allowFrequent }) } }));
    const hourly = await preview('0 * * * *');
    expect(hourly).toMatchObject({ problem: null, frequent: false, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(hourly.fireTimes).toHaveLength(5);
    expect(new Date(hourly.fireTimes[1]!).getTime() - new Date(hourly.fireTimes[0]!).getTime()).toBe(3_600_000);
    expect(await preview('0 0 30 2 *')).toMatchObject({ fireTimes: [], problem: MESSAGES.cronNeverFires });
    expect((await preview('every day')).problem).toMatch(/^不是有效的 cron 表达式/);
    expect(await preview('* * * * * *')).toMatchObject({ fireTimes: [], frequent: true, problem: MESSAGES.cronTooFrequent(1, 10) });
    expect(await preview('* * * * * *', 'true')).toMatchObject({ problem: null, frequent: true });
    expect((await preview('*/10 * * * * *')).problem).toBeNull();
  });
});

describe('jobs', () => {
  it('are created, found, changed, paused, resumed and deleted; the creator owns them', async () => {
    const job = await jobNamed('晨会提醒', { params: { title: '晨会' }, timeoutSeconds: 30, misfire: 'skip', remark: '工作日' });
    expect(job).toMatchObject({
      handler: 'owner-reminder', params: { title: '晨会' }, status: 'running', misfire: 'skip', timeoutSeconds: 30, concurrent: false,
      ownerName: '超级管理员', lastRunAt: null, remark: '工作日',
    });
    expect(new Date(job.nextFireAt!).getTime()).toBeGreaterThan(Date.now());

    const found = await dataOf<{ records: JobRecord[]; total: number }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin, query: { name: '晨会', handler: 'owner-reminder', status: 'running' } }));
    expect(found.records.map((one) => one.id)).toEqual([job.id]);
    const edited = await dataOf<JobRecord>(t.call('POST', '/quartz/edit', { token: t.admin, json: { id: job.id, cron: '30 8 * * *', params: '{"title": "早会"}' } }));
    expect(edited).toMatchObject({ cron: '30 8 * * *', params: { title: '早会' } });

    expect(await dataOf(t.call('GET', `/quartz/pause/${job.id}`, { token: t.admin }))).toMatchObject({ status: 'paused', nextFireAt: null });
    const paused = await dataOf<{ records: JobRecord[] }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin, query: { status: 'paused', name: '晨会' } }));
    expect(paused.records).toHaveLength(1);
    expect(await dataOf(t.call('GET', `/quartz/resume/${job.id}`, { token: t.admin }))).toMatchObject({ status: 'running' });

    expect(await dataOf(t.call('GET', `/quartz/delByIds/${job.id}`, { token: t.admin }))).toEqual({ deleted: 1 });
    expect((await t.call('GET', `/quartz/pause/${job.id}`, { token: t.admin })).statusCode).toBe(404);
    expect((await t.call('POST', `/quartz/run/${job.id}`, { token: t.admin })).statusCode).toBe(404);
  });

  it('include a default job of each handler that has one', async () => {
    const all = await dataOf<{ records: JobRecord[] }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin, query: { pageSize: '100' } }));
    expect(all.records.map((job) => [job.handler, job.cron])).toEqual(expect.arrayContaining([
      ['file-cleanup', '*/10 * * * *'], ['password-reminders', '0 * * * *'], ['session-cleanup', '30 3 * * *'],
    ]));
  });

  it('made by the product are named and described in English too, while they keep the words they were made with', async () => {
    const listed = async () => (await dataOf<{ records: JobRecord[] }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin, query: { pageSize: '100' } })))
      .records.find((job) => job.handler === 'session-cleanup')!;
    const seeded = await listed();
    expect(seeded).toMatchObject({ name: '过期会话清理', nameEn: 'Expired session clean-up', remark: expect.stringMatching(/^删除已过期/), remarkEn: expect.stringMatching(/^Deletes sign-in sessions/) });
    await dataOf(t.call('POST', '/quartz/edit', { token: t.admin, json: { id: seeded.id, name: '夜间清理会话' } }));
    expect(await listed()).toMatchObject({ name: '夜间清理会话', nameEn: null, remarkEn: expect.stringMatching(/^Deletes/) });
    await dataOf(t.call('POST', '/quartz/edit', { token: t.admin, json: { id: seeded.id, remark: '每晚清理' } }));
    expect(await listed()).toMatchObject({ remark: '每晚清理', remarkEn: null });
    const handlers = await dataOf<JobHandlerInfo[]>(t.call('GET', '/quartz/handlers', { token: t.admin }));
    for (const { name, descriptionEn } of handlers) expect(descriptionEn, name).toMatch(/^[A-Z][^\p{Script=Han}]+$/u);
  });

  it('refuse bad input with a 400 naming the field, and change nothing', async () => {
    const before = (await dataOf<{ total: number }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin }))).total;
    const refusal = async (json: Record<string, unknown>) => {
      const answer = await addJob({ name: '坏任务', handler: 'owner-reminder', cron: '0 9 * * *', ...json });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().status_desc;
    };
    expect(await refusal({ handler: 'com.example.EvilJob' })).toBe(MESSAGES.invalidField('handler', MESSAGES.jobHandlerUnknown('com.example.EvilJob')));
    expect(await refusal({ cron: '0 0 30 2 *' })).toBe(MESSAGES.invalidField('cron', MESSAGES.cronNeverFires));
    expect(await refusal({ cron: '* * * * * *' })).toBe(MESSAGES.invalidField('cron', MESSAGES.cronTooFrequent(1, 10)));
    expect(await refusal({ cron: 'at noon' })).toMatch(/^参数错误：cron 不是有效的 cron 表达式/);
    expect(await refusal({ params: { delaySeconds: 'soon' } })).toMatch(/^参数错误：params\.delaySeconds /);
    expect(await refusal({ params: { unknown: 1 } })).toMatch(/^参数错误：params /);
    expect(await refusal({ params: '{not json' })).toBe(MESSAGES.invalidField('params', MESSAGES.jobParamsNotObject));
    expect(await refusal({ timeoutSeconds: 0 })).toMatch(/^参数错误：timeoutSeconds/);
    expect(await refusal({ misfire: 'sometimes' })).toMatch(/^参数错误：misfire/);
    const kept = await jobNamed('好任务');
    const edit = await t.call('POST', '/quartz/edit', { token: t.admin, json: { id: kept.id, cron: '* * * * * *' } });
    expect(edit.json().status_desc).toBe(MESSAGES.invalidField('cron', MESSAGES.cronTooFrequent(1, 10)));
    expect((await dataOf<{ total: number }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin }))).total).toBe(before + 1);
    expect((await addJob({ name: '好任务', handler: 'owner-reminder', cron: '0 9 * * *' })).statusCode).toBe(409);
  });

  it('are out of reach of users without the permission', async () => {
    await t.createUser('job-viewer', 'viewer-pass-1', { 'quartz-manage': ['view'] });
    const viewer = await t.login('job-viewer', 'viewer-pass-1');
    expect((await t.call('GET', '/quartz/getAllByPage', { token: viewer })).statusCode).toBe(200);
    expect((await addJob({ name: '越权', handler: 'owner-reminder', cron: '0 9 * * *' }, t, viewer)).statusCode).toBe(403);
    const job = await jobNamed('只读');
    expect((await t.call('POST', `/quartz/run/${job.id}`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('GET', `/quartz/pause/${job.id}`, { token: viewer })).statusCode).toBe(403);
  });
});

describe('runs', () => {
  it('run once now, are recorded with their output, and hand the owner the to-do', async () => {
    const job = await jobNamed('立即运行', { params: { title: '立即运行的待办' } });
    const started = await dataOf<JobRunRecord>(t.call('POST', `/quartz/run/${job.id}`, { token: t.admin }));
    expect(started).toMatchObject({ jobId: job.id, trigger: 'manual', scheduledAt: null });
    const run = await endedRun(job.id);
    expect(run).toMatchObject({ id: started.id, status: 'succeeded', error: '' });
    expect(run.output).toContain('立即运行的待办');
    expect(run.instance).not.toBe('');
    expect(new Date(run.finishedAt!).getTime()).toBeGreaterThanOrEqual(new Date(run.startedAt).getTime());
    expect((await inboxTitles()).map((message) => message.title)).toContain('立即运行的待办');
    const listed = await dataOf<{ records: JobRecord[] }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin, query: { name: '立即运行' } }));
    expect(listed.records[0]).toMatchObject({ lastRunStatus: 'succeeded', lastRunAt: run.startedAt });
  });

  it('that throw are recorded as failed and become a to-do for the owner', async () => {
    const job = await jobNamed('会失败的任务', { params: { title: '失败演示', fail: true } });
    await dataOf(t.call('POST', `/quartz/run/${job.id}`, { token: t.admin }));
    expect(await endedRun(job.id)).toMatchObject({ status: 'failed', error: '按参数要求失败：失败演示' });
    // The to-do follows the run's record.
    await expect.poll(inboxTitles).toContainEqual(expect.objectContaining({ title: MESSAGES.jobFailedTitle('会失败的任务'), content: '按参数要求失败：失败演示' }));
  });

  it('are read in the reader\'s language, as is the to-do a failed run hands the owner', async () => {
    const english = { 'accept-language': 'en' };
    const runsInEnglish = async (jobId: number) =>
      (await dataOf<{ records: JobRunRecord[] }>(t.call('GET', '/quartz/runs', { token: t.admin, query: { jobId: String(jobId) }, headers: english }))).records;
    const done = await jobNamed('英文读者的待办', { params: { title: '英文读者' } });
    await dataOf(t.call('POST', `/quartz/run/${done.id}`, { token: t.admin }));
    const { output } = await endedRun(done.id);
    expect(output).toMatch(/^已给用户 \d+ 发送待办“英文读者”$/);
    expect((await runsInEnglish(done.id))[0]!.output).toMatch(/^Sent the to-do “英文读者” to user \d+$/);

    const failing = await jobNamed('英文读者的失败任务', { params: { title: '英文失败', fail: true } });
    await dataOf(t.call('POST', `/quartz/run/${failing.id}`, { token: t.admin }));
    await endedRun(failing.id);
    expect((await runsInEnglish(failing.id))[0]).toMatchObject({ status: 'failed', error: 'Failed as its parameters asked: 英文失败' });
    const todos = async () => (await dataOf<{ records: TodoRecord[] }>(t.call('POST', '/message/todoList', { token: t.admin, json: { pageSize: 100 }, headers: english }))).records;
    await expect.poll(todos).toContainEqual(expect.objectContaining({
      title: 'The scheduled job “英文读者的失败任务” failed', content: 'Failed as its parameters asked: 英文失败', createBy: 'Scheduled jobs',
    }));
    // The to-do the job sent keeps the title its owner typed; the content it was not given is the product's.
    expect(await todos()).toContainEqual(expect.objectContaining({ title: '英文读者', content: 'This is a reminder sent by a scheduled job.', createBy: 'Scheduled jobs' }));
  });

  it('that hang are stopped at their timeout and marked failed', async () => {
    // The job would take 60 s: its run ends (as failed, for its timeout) only because the 1 s timeout stops it.
    const job = await jobNamed('会超时的任务', { params: { delaySeconds: 60 }, timeoutSeconds: 1 });
    await dataOf(t.call('POST', `/quartz/run/${job.id}`, { token: t.admin }));
    expect(await endedRun(job.id)).toMatchObject({ status: 'failed', error: MESSAGES.jobTimedOut(1) });
  });

  it('of a job that allows no overlap are skipped while one goes', async () => {
    const job = await jobNamed('不重叠', { params: { delaySeconds: 2 } });
    const first = await dataOf<JobRunRecord>(t.call('POST', `/quartz/run/${job.id}`, { token: t.admin }));
    const second = await dataOf<JobRunRecord>(t.call('POST', `/quartz/run/${job.id}`, { token: t.admin }));
    expect([first.status, second.status]).toEqual(['running', 'skipped']);
    expect(second.error).toBe(MESSAGES.jobAlreadyRunning);
    const overlapping = await jobNamed('可重叠', { params: { delaySeconds: 2 }, concurrent: true });
    await dataOf(t.call('POST', `/quartz/run/${overlapping.id}`, { token: t.admin }));
    expect(await dataOf(t.call('POST', `/quartz/run/${overlapping.id}`, { token: t.admin }))).toMatchObject({ status: 'running' });
  });

  it('of a handler that ignores its signal still end at the timeout', async () => {
    const registry = new HandlerRegistry();
    registry.register({ name: 'stuck', title: '卡住', titleEn: 'Stuck', description: '', descriptionEn: '', params: z.object({}), run: () => new Promise<never>(() => undefined) });
    const [job] = await t.database.db.insert(scheduledJobs).values({ name: '卡住的任务', handler: 'stuck', cron: '0 9 * * *', timeoutSeconds: 1 }).returning();
    const runner = new JobRunner(t.database.db, registry, () => ({ send: async () => undefined }), 'test', t.app.log);
    const run = await runner.start(job!.id, null, 'manual');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.id, run!.id));
    expect(row).toMatchObject({ status: 'failed', error: MESSAGES.jobTimedOut(1) });
    await runner.stop();
  });

  it('whose end cannot be recorded, the database gone, are told in the log rather than thrown', async () => {
    const database = await openTestDatabase();
    const registry = new HandlerRegistry();
    registry.register({ name: 'brief', title: '短暂', titleEn: 'Brief', description: '', descriptionEn: '', params: z.object({}), run: () => new Promise((resolve) => setTimeout(() => resolve('done'), 200)) });
    const [job] = await database.db.insert(scheduledJobs).values({ name: '短暂的任务', handler: 'brief', cron: '0 9 * * *' }).returning();
    const warnings: string[] = [];
    const log = { warn: (_details: unknown, message: string) => void warnings.push(message) } as unknown as FastifyBaseLogger;
    const runner = new JobRunner(database.db, registry, () => ({ send: async () => undefined }), 'test', log);
    expect(await runner.start(job!.id, null, 'manual')).toMatchObject({ status: 'running' });
    await database.close();
    await runner.stop();
    expect(warnings).toEqual(['a job run ended but its end could not be recorded']);
  });

  it('fire on the schedule, go on after a throwing run, and stop when paused', async () => {
    const job = await jobNamed('每秒失败', { cron: '* * * * * *', allowFrequent: true, params: { fail: true } });
    await expect.poll(async () => (await runsOf(job.id)).records.filter((run) => run.status === 'failed').length).toBeGreaterThanOrEqual(2);
    expect((await runsOf(job.id)).records[0]).toMatchObject({ trigger: 'schedule' });
    await dataOf(t.call('GET', `/quartz/pause/${job.id}`, { token: t.admin }));
    const pausedAt = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = await t.database.db.select().from(jobRuns).where(and(eq(jobRuns.jobId, job.id), gt(jobRuns.scheduledAt, pausedAt)));
    expect(after).toEqual([]);
  });

  it('missed while no instance ran fire once at start when the job says so, and not at all when it says skip', async () => {
    const once = await jobNamed('补一次', { cron: '*/10 * * * *', misfire: 'fireOnce' });
    const skip = await jobNamed('跳过', { cron: '*/10 * * * *', misfire: 'skip' });
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await t.database.db.update(scheduledJobs).set({ updatedAt: anHourAgo }).where(eq(scheduledJobs.id, once.id));
    await t.database.db.update(scheduledJobs).set({ updatedAt: anHourAgo }).where(eq(scheduledJobs.id, skip.id));
    for (let instance = 0; instance < 2; instance += 1) await (await startTestApp({}, { shared: t.database })).close();
    expect((await runsOf(once.id)).records.map((run) => run.trigger)).toEqual(['misfire']);
    expect((await runsOf(skip.id)).total).toBe(0);
  });
});

describe('the shipped handlers', () => {
  const runDefaultJob = async (handler: string) => {
    const [job] = (await dataOf<{ records: JobRecord[] }>(t.call('GET', '/quartz/getAllByPage', { token: t.admin, query: { handler } }))).records;
    await dataOf(t.call('POST', `/quartz/run/${job!.id}`, { token: t.admin }));
    return endedRun(job!.id);
  };

  it('delete lapsed sessions and keep live ones', async () => {
    const userId = await t.createUser('lapsed-user', 'lapsed-pass-1');
    const live = await t.login('lapsed-user', 'lapsed-pass-1');
    const past = new Date(Date.now() - 60_000);
    await t.database.db.insert(sessions).values({ tokenHash: 'lapsed-session', userId, expiresAt: past });
    const run = await runDefaultJob('session-cleanup');
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run.output).toMatch(/^删除了 \d+ 个过期会话$/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, 'lapsed-session'))).toEqual([]);
    expect((await t.call('GET', '/user/info', { token: live })).statusCode).toBe(200);
  });

  it('clean up orphaned files', async () => {
    const run = await runDefaultJob('file-cleanup');
    expect(run).toMatchObject({ status: 'succeeded', output: expect.stringMatching(/^清理了 \d+ 个未完成的写入、\d+ 个无主对象$/) });
    const [inEnglish] = (await dataOf<{ records: JobRunRecord[] }>(t.call('GET', '/quartz/runs', { token: t.admin, query: { jobId: String(run.jobId) }, headers: { 'accept-language': 'en' } }))).records;
    expect(inEnglish!.output).toMatch(/^Cleaned up \d+ unfinished writes? and \d+ orphaned objects?$/);
  });
});

/** Fires of a job firing every second that two instances must claim exactly once between them. */
const WINDOW_FIRES = 3;

describe('two instances on one database', () => {
  it(`run each fire of a job firing every second exactly once: ${WINDOW_FIRES} runs in ${WINDOW_FIRES} s`, async () => {
    const other = await startTestApp({}, { shared: t.database });
    try {
      const job = await jobNamed('每秒一次', { cron: '* * * * * *', allowFrequent: true, params: { title: '每秒' } });
      // Both instances have armed the job once a sync has passed on each; the window starts after that.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      const windowStart = new Date(Math.ceil(Date.now() / 1000) * 1000);
      const windowEnd = new Date(windowStart.getTime() + WINDOW_FIRES * 1000);
      await new Promise((resolve) => setTimeout(resolve, windowEnd.getTime() - Date.now() + 1_000));
      const inWindow = await t.database.db.select().from(jobRuns)
        .where(and(eq(jobRuns.jobId, job.id), gt(jobRuns.scheduledAt, windowStart), lte(jobRuns.scheduledAt, windowEnd)));
      expect(inWindow).toHaveLength(WINDOW_FIRES);
      expect(new Set(inWindow.map((run) => run.scheduledAt!.getTime())).size).toBe(WINDOW_FIRES);
      expect(inWindow.every((run) => run.trigger === 'schedule')).toBe(true);

      // An edit on one instance re-arms the other at its next read of the jobs.
      await dataOf(other.call('POST', '/quartz/edit', { token: t.admin, json: { id: job.id, cron: '0 0 1 1 *' } }));
      const settled = new Date(Date.now() + SYNC_EVERY_MS + 500);
      await new Promise((resolve) => setTimeout(resolve, settled.getTime() - Date.now() + 1_500));
      expect(await t.database.db.select().from(jobRuns).where(and(eq(jobRuns.jobId, job.id), gt(jobRuns.scheduledAt, settled)))).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('stop firing a job paused on the other instance at once', async () => {
    const other = await startTestApp({}, { shared: t.database });
    try {
      const job = await jobNamed('另一实例暂停', { cron: '* * * * * *', allowFrequent: true });
      await expect.poll(async () => (await runsOf(job.id)).total).toBeGreaterThanOrEqual(1);
      await dataOf(other.call('GET', `/quartz/pause/${job.id}`, { token: t.admin }));
      const pausedAt = new Date();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await t.database.db.select().from(jobRuns).where(and(eq(jobRuns.jobId, job.id), gt(jobRuns.scheduledAt, pausedAt)))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
