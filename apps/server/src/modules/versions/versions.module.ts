import { eq } from 'drizzle-orm';
import { versionsCrud } from '@console/contract/versions';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import { users } from '../users/users.table.ts';
import { DEMO_VERSIONS } from './versions.demo.ts';
import { VersionsService } from './versions.service.ts';
import { versionReads, versions } from './versions.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 版本管理: administrators write and publish release notes; everyone signed in reads them. */
export const versionsModule = defineModule({
  name: 'versions',
  after: ['users'],
  build: ({ db }) => {
    const service = new VersionsService(db);
    return {
      handlers: {
        versions: {
          ...crudHandlers(versionsCrud, service),
          publish: async ({ body }, request) => service.publish(actorOf(request), body.id, body.published),
          forFront: async ({ body }, request) => service.forReader(callerOf(request).userId, body),
          read: async ({ body }, request) => ({ unread: await service.markRead(callerOf(request).userId, body.id) }),
          unreadCount: async (_input, request) => service.unreadCount(callerOf(request).userId),
        },
      },
      demo: async (actor) => {
        const now = Date.now();
        const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'yingcai'));
        for (const { version, title, notes, daysAgo } of DEMO_VERSIONS) {
          const created = await service.create(actor, { version, title, notes: notes.replace(/>\s+</g, '><'), published: daysAgo !== null });
          if (daysAgo === null) continue;
          const publishedAt = new Date(now - daysAgo * DAY_MS);
          await db.update(versions).set({ publishedAt, createdAt: publishedAt, updatedAt: publishedAt }).where(eq(versions.id, created.id));
          // The demo customer has read all but the latest two.
          if (customer && daysAgo > 60) await db.insert(versionReads).values({ userId: customer.id, versionId: created.id }).onConflictDoNothing();
        }
      },
    };
  },
});
