import { eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';
import type { Db } from '../../platform/database.ts';
import { roles } from '../roles/roles.table.ts';
import type { BoundClientsService, OAuthClientsService } from './oauth-clients.service.ts';
import { newClientSecret } from './oauth-clients.service.ts';

/** Three connected websites of the platform, two of them shortcuts of the administrators: a living single sign-on page. */
export async function addDemo(actor: Actor, db: Db, clients: OAuthClientsService, bound: BoundClientsService): Promise<void> {
  const jobs = await clients.create(actor, {
    name: '人才招聘网', homeUrl: 'https://jobs.example.com', redirectUris: ['https://jobs.example.com/oauth/callback'],
    scopes: ['openid', 'profile', 'email'], autoApproveScopes: ['openid', 'profile'], secret: newClientSecret(), remark: '平台自有网站：登录后直接进入，无需确认',
  });
  const training = await clients.create(actor, {
    name: '职业技能培训平台', homeUrl: 'https://training.example.com', redirectUris: ['https://training.example.com/sso/callback', 'http://localhost:5173/sso/callback'],
    scopes: ['openid', 'profile', 'phone'], accessTokenMinutes: 30, refreshTokenDays: 7, secret: newClientSecret(), remark: '合作平台：首次登录需用户同意；含本地开发回调',
  });
  await clients.create(actor, {
    name: '旧版人事档案系统', homeUrl: 'https://archive.example.com', redirectUris: ['https://archive.example.com/login/oauth'],
    scopes: ['openid'], enabled: false, secret: newClientSecret(), remark: '已迁移，停用中',
  });
  const [admins] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, ADMIN_ROLE));
  if (admins) await bound.setView(admins.id, [jobs.id, training.id]);
}
