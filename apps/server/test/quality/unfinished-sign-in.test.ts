import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_STEPS, type Access, type SignInStep } from '@console/contract';
import fc from 'fast-check';
import { users } from '../../src/modules/users/users.table.ts';
import { useFileApp } from '../harness.ts';
import { bodyOf } from './access-outcome.ts';
import { Identities } from './identities.ts';
import { injectOptionsOf, PER_ROUTE_TIMEOUT_MS, ROUTES, requestPartsOf } from './routes.ts';

/** Routes a person's session reaches at all: the others admit no session, or need none. */
const takesSessions = (access: Access) => access.kind === 'signedIn' || access.kind === 'page' || access.kind === 'customer';
const finishes = (access: Access, step: SignInStep) => access.kind === 'signedIn' && (access.finishes?.includes(step) ?? false);

describe('a sign-in that is not finished', () => {
  // As installed: the built-in administrators' role requires two factors, and the admin has none yet.
  const t = useFileApp({ requireTwoFactor: true });

  /**
   * How the admin's sign-in comes to owe each step: a password somebody else set, a session started
   * by a password of an account with a second factor, no second factor while the admin role requires one.
   */
  const owing = (step: SignInStep) => ({
    identities: new Identities(t.database.db, step === 'secondFactor' ? 'password' : null),
    unfinish: async (adminId: number) => {
      await t.database.db.update(users).set({ mustChangePassword: step === 'password', twoFactorSince: null }).where(eq(users.id, adminId));
    },
  });

  for (const step of SIGN_IN_STEPS) {
    it(`owing ${step}, reaches only the routes that finish it, whatever else its account may do`, { timeout: PER_ROUTE_TIMEOUT_MS }, async () => {
      const { identities, unfinish } = owing(step);
      // The admin holds every permission: only the unfinished sign-in can refuse it.
      const adminId = await identities.adminId();
      await unfinish(adminId);
      const mismatches: string[] = [];
      for (const { name, def } of ROUTES.filter((route) => takesSessions(route.def.access))) {
        const [parts] = fc.sample(requestPartsOf(def, true).map(({ params }) => ({ params })), { numRuns: 1, seed: 1 });
        const response = await t.app.inject(injectOptionsOf(def, parts!, await identities.sessionFor(adminId)));
        const refused = response.statusCode === 403 && bodyOf(response)?.status_desc === MESSAGES.unfinishedSignIn[step];
        if (refused === finishes(def.access, step)) mismatches.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        identities.answered(adminId, response.statusCode);
        // A reached route may have changed the account (a password change): the next request meets an unfinished sign-in again.
        if (!refused) await unfinish(adminId);
      }
      expect(mismatches).toEqual([]);
    });
  }
});
