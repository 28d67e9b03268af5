import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Access } from '@console/contract';
import fc from 'fast-check';
import { users } from '../../src/modules/users/users.table.ts';
import { useFileApp } from '../harness.ts';
import { bodyOf } from './access-outcome.ts';
import { Identities } from './identities.ts';
import { injectOptionsOf, PER_ROUTE_TIMEOUT_MS, ROUTES, requestPartsOf } from './routes.ts';

/** Routes a person's session reaches at all: the others admit no session, or need none. */
const takesSessions = (access: Access) => access.kind === 'signedIn' || access.kind === 'page' || access.kind === 'customer';
const finishesSignIn = (access: Access) => access.kind === 'signedIn' && access.finishesSignIn === true;

describe('a sign-in that is not finished', () => {
  const t = useFileApp();

  it('reaches only the routes that finish it, whatever else its account may do', { timeout: PER_ROUTE_TIMEOUT_MS }, async () => {
    const identities = new Identities(t.database.db);
    // The admin holds every permission: only the unfinished sign-in can refuse it.
    const adminId = await identities.adminId();
    const unfinish = () => t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, adminId));
    await unfinish();
    const mismatches: string[] = [];
    for (const { name, def } of ROUTES.filter((route) => takesSessions(route.def.access))) {
      const [parts] = fc.sample(requestPartsOf(def, true).map(({ params }) => ({ params })), { numRuns: 1, seed: 1 });
      const response = await t.app.inject(injectOptionsOf(def, parts!, await identities.sessionFor(adminId)));
      const refused = response.statusCode === 403 && bodyOf(response)?.status_desc === MESSAGES.mustChangePassword;
      if (refused === finishesSignIn(def.access)) mismatches.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      identities.answered(adminId, response.statusCode);
      // A reached route may have changed the account (a password change): the next request meets an unfinished sign-in again.
      if (!refused) await unfinish();
    }
    expect(mismatches).toEqual([]);
  });
});
