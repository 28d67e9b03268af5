import { defineModule } from '../../module.ts';
import { SessionsService } from './sessions.service.ts';

/** Sessions and the access answers every request needs: who a token is and whether they may use a page. */
export const sessionsModule = defineModule({
  name: 'sessions',
  build: ({ db, config, memo, services }) => {
    const sessions = new SessionsService(db, config.session, memo);
    const isAllowed = async (userId: number, pages: readonly string[], perm: string) =>
      (await memo.remember(`allowed:${userId}:${perm}:${pages.join()}`, () => services.roles.isAllowed(userId, pages, perm))) ?? false;
    return {
      provides: { sessions, access: { authenticate: (token) => sessions.resolve(token), isAllowed } },
      handlers: {},
    };
  },
});
