import { z } from 'zod';
import { MESSAGES } from '@console/contract';
import { SETTING_KEYS } from '@console/contract/settings';
import { actorOf } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import { whenHere } from '../../platform/maybe-promise.ts';
import { SessionsService } from './sessions.service.ts';

/** Sessions and the access answers every request needs: who a token is and whether they may use a page. */
export const sessionsModule = defineModule({
  name: 'sessions',
  after: ['jobs'],
  build: ({ db, config, memo, services }) => {
    const idleLimit = () => whenHere(services.settings.read(SETTING_KEYS.sessionIdleMinutes), (minutes) => minutes * 60_000);
    const perAccount = () => services.settings.read(SETTING_KEYS.sessionsPerAccount);
    const admitsFrom = (userId: number, ip: string) => services.roles.admitsFrom(userId, ip);
    const sessions = new SessionsService(db, config.session, { memo, idleLimit, perAccount, admitsFrom, requireTwoFactor: config.requireTwoFactor });
    services.jobs.register({
      name: 'session-cleanup',
      title: '过期会话清理',
      titleEn: 'Expired session clean-up',
      description: '删除已过期或空闲超时的登录会话（验证码存放在缓存中，到期自动删除，无需清理）。',
      descriptionEn: 'Deletes sign-in sessions that expired or went idle too long (captchas live in the cache and go by themselves).',
      params: z.strictObject({}),
      defaultJob: { name: '过期会话清理', cron: '30 3 * * *', params: {} },
      run: async () => MESSAGES.jobRuns.sessionsDeleted(await sessions.deleteLapsed()),
    });
    const isAllowed = (userId: number, pages: readonly string[], perm: string) =>
      whenHere(memo.remember(`allowed:${userId}:${perm}:${pages.join()}`, () => services.roles.isAllowed(userId, pages, perm)), (allowed) => allowed ?? false);
    return {
      provides: {
        sessions,
        access: {
          authenticate: (token) => sessions.resolve(token),
          isAllowed,
          // The applications module comes later in the list; requests only arrive once it is built.
          authenticateApplication: (appId, key) => services.applications.authenticate(appId, key),
        },
      },
      handlers: {
        onlineUsers: {
          list: async ({ query }, request) => sessions.online(query, callerOf(request).tokenHash),
          end: async ({ body }, request) => {
            await sessions.endOneOf(body.userId, body.key, callerOf(request).tokenHash, actorOf(request));
            return null;
          },
        },
      },
      tidyUp: () => sessions.deleteLapsed(),
    };
  },
});
