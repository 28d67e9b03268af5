import { describe, expect, it } from 'vitest';
import { PERM_TYPES, type Access, type PermType } from '@console/contract';
import { useFileApp } from '../harness.ts';
import { accessOutcomeFor, expectedOutcome } from './access-outcome.ts';
import { Identities } from './identities.ts';
import { injectOptionsOf, PER_ROUTE_TIMEOUT_MS, ROUTES, requestPartsOf } from './routes.ts';
import fc from 'fast-check';

type Grants = Record<string, PermType[]>;

/** The five callers of the matrix, with the grants each holds for a route's access; the one holding what a route asks is a customer on customers' routes. */
const CALLERS: Record<string, (access: Access) => Grants | 'admin' | undefined> = {
  anonymous: () => undefined,
  'no page': () => ({}),
  'page without the type': (access) => (access.kind === 'page' ? { [access.pages[0]!]: PERM_TYPES.filter((perm) => perm !== access.perm) } : { 'user-manage': ['view'] }),
  'page and type': (access) => (access.kind === 'page' ? { [access.pages[0]!]: [access.perm] } : { 'user-manage': ['view'] }),
  admin: () => 'admin',
};

describe('permission matrix', () => {
  const t = useFileApp();

  it('answers every route for every kind of caller as its declared access says', { timeout: PER_ROUTE_TIMEOUT_MS }, async () => {
    const identities = new Identities(t.database.db);
    const mismatches: string[] = [];
    for (const { name, def } of ROUTES) {
      const [parts] = fc.sample(requestPartsOf(def, true).map(({ params }) => ({ params })), { numRuns: 1, seed: 1 });
      for (const [caller, grantsFor] of Object.entries(CALLERS)) {
        const grants = grantsFor(def.access);
        const customer = caller === 'page and type' && def.access.kind === 'customer';
        const userId = grants === undefined ? undefined : grants === 'admin' ? await identities.adminId() : await identities.userWith(grants, customer);
        const token = userId === undefined ? undefined : await identities.sessionFor(userId);
        const response = await t.app.inject(injectOptionsOf(def, parts!, token));
        if (userId !== undefined) identities.answered(userId, response.statusCode);
        const [expected, got] = [expectedOutcome(def.access, grants, customer), accessOutcomeFor(def.access, response)];
        if (response.statusCode >= 500 || got !== expected) mismatches.push(`${name} as ${caller}: expected ${expected}, got ${response.statusCode} ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
