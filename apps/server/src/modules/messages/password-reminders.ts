import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { PASSWORD_NOTICE_DAYS } from '@console/contract/account';
import type { Db } from '../../platform/database.ts';
import type { MaybePromise } from '../../platform/maybe-promise.ts';
import type { JobHandler } from '../jobs/jobs.api.ts';
import { users } from '../users/users.table.ts';
import type { InboxService } from './inbox.service.ts';

const DAY_MS = 24 * 3_600_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Hands each user whose password expires within `PASSWORD_NOTICE_DAYS` days one to-do about it, once
 * per password (every instance may look; the message's key lets only one send it).
 */
export class PasswordReminders {
  constructor(
    private readonly db: Db,
    private readonly inbox: InboxService,
    private readonly maxAgeDays: () => MaybePromise<number>,
  ) {}

  async remindDue(now = new Date()): Promise<number> {
    const maxAgeDays = await this.maxAgeDays();
    if (maxAgeDays === 0) return 0;
    const changedBefore = new Date(now.getTime() - Math.max(0, maxAgeDays - PASSWORD_NOTICE_DAYS) * DAY_MS);
    const due = await this.db.select({ id: users.id, passwordChangedAt: users.passwordChangedAt }).from(users)
      .where(and(eq(users.enabled, true), lt(users.passwordChangedAt, changedBefore)));
    let sent = 0;
    for (const user of due) {
      const expires = new Date(user.passwordChangedAt.getTime() + maxAgeDays * DAY_MS);
      const id = await this.inbox.send({
        title: MESSAGES.passwordExpiring.title,
        content: MESSAGES.passwordExpiring.content(dayOf(expires), maxAgeDays),
        type: 'system', senderName: MESSAGES.senders.system, dedupeKey: `password-expiry:${user.id}:${user.passwordChangedAt.getTime()}`,
      }, [user.id]);
      if (id !== undefined) sent += 1;
    }
    return sent;
  }

  /** The scheduled job that looks every hour. */
  handler(): JobHandler<Record<string, never>> {
    return {
      name: 'password-reminders',
      title: '密码到期提醒',
      titleEn: 'Password expiry reminders',
      description: `给密码将在 ${PASSWORD_NOTICE_DAYS} 天内过期的用户各发一条待办，每个密码只提醒一次（有效期在系统配置中设置，为 0 时不提醒）。`,
      descriptionEn: `Sends each user whose password expires within ${PASSWORD_NOTICE_DAYS} days one to-do, once per password (the lifetime is set in the system configuration; 0 means no reminders).`,
      params: z.strictObject({}),
      defaultJob: { name: '密码到期提醒', cron: '0 * * * *', params: {} },
      run: async () => MESSAGES.jobRuns.remindersSent(await this.remindDue()),
    };
  }
}
