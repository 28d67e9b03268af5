import { and, eq, gt, sql } from 'drizzle-orm';
import { FIGURE_DAYS, type PlatformFigures } from '@console/contract/home';
import { SETTING_KEYS } from '@console/contract/settings';
import { defineModule } from '../../module.ts';
import { queryRows, type Db } from '../../platform/database.ts';
import { sessions } from '../auth/sessions.table.ts';
import { messages } from '../messages/messages.table.ts';
import { products } from '../products/products.table.ts';
import { users } from '../users/users.table.ts';

const countOf = sql<number>`cast(count(*) as integer)`;
/** Days are UTC days, whatever the database server's time zone. */
const UTC_TODAY = sql`(now() at time zone 'UTC')::date`;

/** Per UTC day of the last `FIGURE_DAYS` days, oldest first: the sum of `amount` of the rows created that day. */
async function byDay(db: Db, table: typeof users | typeof messages, amount: ReturnType<typeof sql>): Promise<PlatformFigures['messagesByDay']> {
  return queryRows(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, cast(coalesce(sum(${amount}), 0) as integer) as count
    from generate_series(${UTC_TODAY} - ${FIGURE_DAYS - 1}::integer, ${UTC_TODAY}, interval '1 day') day
    left join ${table} on (${table.createdAt} at time zone 'UTC')::date = day
    group by day order by day`);
}

async function figures(db: Db, idleMs: number): Promise<PlatformFigures> {
  const now = new Date();
  const [[people], [signedIn], [applications], [today], messagesByDay, usersByDay] = await Promise.all([
    db.select({ count: countOf }).from(users),
    db.select({ count: countOf }).from(sessions).where(and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)))),
    db.select({ count: countOf }).from(products).where(eq(products.enabled, true)),
    db.select({ count: sql<number>`cast(coalesce(sum(${messages.recipientCount}), 0) as integer)` }).from(messages)
      .where(sql`(${messages.createdAt} at time zone 'UTC')::date = ${UTC_TODAY}`),
    byDay(db, messages, sql`${messages.recipientCount}`),
    byDay(db, users, sql`case when ${users.id} is null then 0 else 1 end`),
  ]);
  return { users: people!.count, signedIn: signedIn!.count, applications: applications!.count, todosToday: today!.count, messagesByDay, usersByDay };
}

/** The home page's figures of the platform, for those who watch it. */
export const homeModule = defineModule({
  name: 'home',
  build: ({ db, services }) => ({
    handlers: {
      home: {
        figures: async () => figures(db, (await services.settings.read(SETTING_KEYS.sessionIdleMinutes)) * 60_000),
      },
    },
  }),
});
