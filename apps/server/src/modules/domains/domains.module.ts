import { eq } from 'drizzle-orm';
import { SYSTEM_APP_ID } from '@console/contract';
import { domainsCrud } from '@console/contract/domains';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { defineModule } from '../../module.ts';
import { users } from '../users/users.table.ts';
import { DomainsService } from './domains.service.ts';

export const domainsModule = defineModule({
  name: 'domains',
  after: ['users'],
  build: ({ db }) => {
    const domains = new DomainsService(db);
    return {
      handlers: {
        domains: { ...crudHandlers(domainsCrud, domains), queryByUrl: async ({ query }) => domains.forUrl(query.url) },
      },
      demo: async (actor) => {
        const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'yingcai'));
        await domains.create(actor, {
          domain: 'talent.yingcai.example.com', appId: SYSTEM_APP_ID, ownerUserId: owner?.id ?? null,
          title: '深圳英才科技 · 人才服务平台', remark: '客户专属登录域名',
        });
      },
    };
  },
});
