import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import type { InboxApi } from '../messages/messages.api.ts';
import type { JobHandler } from './jobs.api.ts';

const reminderParams = z.strictObject({
  title: z.string().trim().min(1).max(100).default(MESSAGES.demoReminder.title),
  content: z.string().trim().max(2000).default(MESSAGES.demoReminder.content),
  /** Seconds of work before the to-do goes out: to try a job's timeout. */
  delaySeconds: z.number().int().min(0).max(3600).default(0),
  /** Fails instead of sending: to try how a failed run is reported. */
  fail: z.boolean().default(false),
});
type ReminderParams = z.output<typeof reminderParams>;

/** Shows what a job does: each run hands the job's owner a to-do, after a delay or failing when asked. */
export function reminderHandler(inbox: () => InboxApi): JobHandler<ReminderParams> {
  return {
    name: 'owner-reminder',
    title: '给负责人发送待办（演示）',
    titleEn: 'To-do for the owner (demonstration)',
    description: '每次运行给任务的创建人发送一条待办，标题和内容取自参数。delaySeconds 让它先工作若干秒（可试超时），fail 为 true 时运行失败（可试失败待办）。',
    descriptionEn: 'Each run sends the job’s creator a to-do whose title and content come from the parameters. delaySeconds makes it work for some seconds first (to try a timeout); fail: true makes the run fail (to try the failure to-do).',
    params: reminderParams,
    async run({ title, content, delaySeconds, fail }, { ownerId, signal }) {
      if (delaySeconds > 0) await sleep(delaySeconds * 1000, undefined, { signal });
      if (fail) throw new Error(MESSAGES.jobRuns.failedOnRequest(title));
      if (ownerId === null) return MESSAGES.jobRuns.noOwner;
      await inbox().send({ title, content, type: 'todo', senderName: MESSAGES.senders.jobs }, [ownerId]);
      return MESSAGES.jobRuns.todoSent(ownerId, title);
    },
  };
}
