import { defineModule } from '../../module.ts';
import { SignedSignIns } from './signed-sign-in.service.ts';

const CLEAN_UP_EVERY_MS = 10 * 60_000;

/** Sign-in from a link a trusted application signed with its sign-in secret (`/loginSign`). */
export const signedSignInModule = defineModule({
  name: 'signed-sign-in',
  after: ['products', 'users'],
  build: ({ db, services }) => {
    const signIns = new SignedSignIns(db, services.applications, services.users);
    return {
      handlers: {
        signedSignIn: {
          loginSign: async ({ body }, request) => services.sessions.signIn(await signIns.accountOf(body), request, 'link'),
        },
      },
      tidyUp: () => signIns.removeStaleNonces(),
      start: async () => {
        const timer = setInterval(() => void signIns.removeStaleNonces().catch(() => undefined), CLEAN_UP_EVERY_MS).unref();
        return async () => clearInterval(timer);
      },
    };
  },
});
