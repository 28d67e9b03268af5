import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database.ts';
import type { MaybePromise } from '../../platform/maybe-promise.ts';
import { users } from '../users/users.table.ts';
import type { InboxService } from './inbox.service.ts';

const DAY_MS = 24 * 3_600_000;
/** A reminder goes out this many days before a password expires. */
export const REMIND_DAYS_BEFORE = 7;
/** How often passwords are looked at. */
const CHECK_EVERY_MS = 3_600_000;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Hands each user whose password expires within `REMIND_DAYS_BEFORE` days one to-do about it, once
 * per password (every instance may look; the message's key lets only one send it).
 */
export class PasswordReminders {
  constructor(
    private readonly db: Db,
    private readonly inbox: InboxService,
    private readonly maxAgeDays: () => MaybePromise<number>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async remindDue(now = new Date()): Promise<number> {
    const maxAgeDays = await this.maxAgeDays();
    if (maxAgeDays === 0) return 0;
    const changedBefore = new Date(now.getTime() - Math.max(0, maxAgeDays - REMIND_DAYS_BEFORE) * DAY_MS);
    const due = await this.db.select({ id: users.id, passwordChangedAt: users.passwordChangedAt }).from(users)
      .where(and(eq(users.enabled, true), lt(users.passwordChangedAt, changedBefore)));
    let sent = 0;
    for (const user of due) {
      const expires = new Date(user.passwordChangedAt.getTime() + maxAgeDays * DAY_MS);
      const id = await this.inbox.send({
        title: '密码即将过期',
        content: `你的登录密码将于 ${dayOf(expires)} 过期（有效期 ${maxAgeDays} 天），请在右上角的用户菜单中选择“修改密码”及时更换。`,
        type: 'system', senderName: '系统', dedupeKey: `password-expiry:${user.id}:${user.passwordChangedAt.getTime()}`,
      }, [user.id]);
      if (id !== undefined) sent += 1;
    }
    return sent;
  }

  /** Looks now and then every hour while the app runs; answers how to stop. */
  start(): () => Promise<void> {
    let running = this.look();
    const timer = setInterval(() => (running = this.look()), CHECK_EVERY_MS);
    return async () => {
      clearInterval(timer);
      await running;
    };
  }

  private async look() {
    try {
      await this.remindDue();
    } catch (error) {
      this.log.warn({ err: error }, 'could not send password reminders');
    }
  }
}
