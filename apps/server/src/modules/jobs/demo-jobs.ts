import { eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { ADMIN_USERNAME, users } from '../users/users.table.ts';
import { jobRuns, scheduledJobs } from './jobs.table.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
type NewRun = typeof jobRuns.$inferInsert;

/** The last three fires of a default job every `everyMs`, oldest first, each gone well. */
function pastRuns(jobId: number, output: string, everyMs: number, now: number): NewRun[] {
  return [3, 2, 1].map((firesAgo) => {
    const startedAt = new Date((Math.floor(now / everyMs) - firesAgo) * everyMs);
    return { jobId, trigger: 'schedule', scheduledAt: startedAt, startedAt, finishedAt: new Date(startedAt.getTime() + 120), status: 'succeeded', instance: 'demo', output };
  });
}

const DEMO_HISTORY: Record<string, { output: string; everyMs: number }> = {
  'file-cleanup': { output: MESSAGES.jobRuns.filesCleaned(0, 0), everyMs: 10 * MINUTE_MS },
  'password-reminders': { output: MESSAGES.jobRuns.remindersSent(0), everyMs: HOUR_MS },
};

/** The demonstration job of the administrator (paused, so it writes no to-dos until resumed) and some history. */
export async function addDemoJobs(db: Db): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
  const [reminder] = await db.insert(scheduledJobs).values({
    name: '工作日早会提醒', handler: 'owner-reminder', cron: '0 9 * * 1-5', status: 'paused', ownerId: admin?.id ?? null,
    params: { title: '早会提醒', content: '九点半在三楼会议室开早会，请准时参加。' },
    remark: '演示任务：恢复后每个工作日 9 点给创建人发一条待办',
  }).returning({ id: scheduledJobs.id });
  const now = Date.now();
  const failedAt = new Date(now - 26 * HOUR_MS);
  const runs: NewRun[] = [{
    jobId: reminder!.id, trigger: 'manual', startedAt: failedAt, finishedAt: new Date(failedAt.getTime() + 40),
    status: 'failed', instance: 'demo', error: MESSAGES.jobRuns.inboxUnavailable,
  }];
  const defaults = await db.select({ id: scheduledJobs.id, handler: scheduledJobs.handler }).from(scheduledJobs)
    .where(inArray(scheduledJobs.handler, Object.keys(DEMO_HISTORY)));
  for (const job of defaults) runs.push(...pastRuns(job.id, DEMO_HISTORY[job.handler]!.output, DEMO_HISTORY[job.handler]!.everyMs, now));
  await db.insert(jobRuns).values(runs);
}
