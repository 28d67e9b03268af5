import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE } from '../../src/config/config.ts';
import { hashToken } from '../../src/modules/auth/sessions.service.ts';
import { sessions } from '../../src/modules/auth/sessions.table.ts';
import { users } from '../../src/modules/users/users.table.ts';
import { PasswordHasher } from '../../src/platform/passwords.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, useFileApp } from '../harness.ts';
import { Identities } from './identities.ts';
import { injectOptionsOf, requestPartsOf, ROUTES } from './routes.ts';

const LONG_AGO = new Date('2000-01-01T00:00:00Z');

describe('tokens that are not, or no longer, a session', () => {
  const t = useFileApp();

  /** The admin's tokens spoilt in each way a token can be; the admin could otherwise call anything. */
  async function spoiltTokens(): Promise<Record<string, string>> {
    const identities = new Identities(t.database.db);
    const adminId = await identities.adminId();
    const [revoked, expired, idle] = await Promise.all([1, 2, 3].map(() => identities.tokenOf(adminId)));
    expect((await t.call('GET', '/user/logout', { token: revoked })).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ expiresAt: LONG_AGO }).where(eq(sessions.tokenHash, hashToken(expired!)));
    await t.database.db.update(sessions).set({ lastSeenAt: LONG_AGO }).where(eq(sessions.tokenHash, hashToken(idle!)));
    const elsewhere = await startTestApp();
    const otherInstance = await elsewhere.login('admin', TEST_ADMIN_PASSWORD);
    await elsewhere.close();
    return {
      random: randomBytes(32).toString('base64url'),
      altered: `${t.admin.slice(0, -1)}${t.admin.endsWith('A') ? 'B' : 'A'}`,
      revoked: revoked!,
      expired: expired!,
      idle: idle!,
      "another instance's": otherInstance,
      empty: '',
    };
  }

  it('get 401 on every route that needs a session', async () => {
    const tokens = await spoiltTokens();
    const wrong: string[] = [];
    // The OAuth endpoints take the protocol's credentials, not a session: a session token there is refused as the RFCs say (400 or 401).
    for (const { name, def } of ROUTES.filter((route) => route.def.access.kind !== 'public' && route.def.access.kind !== 'protocol')) {
      const [parts] = fc.sample(requestPartsOf(def, true), { numRuns: 1, seed: 7 });
      for (const [kind, token] of Object.entries(tokens)) {
        const response = await t.app.inject(injectOptionsOf(def, parts!, token));
        if (response.statusCode !== 401) wrong.push(`${name} with a ${kind} token: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect((await t.call('GET', '/user/info', { token: t.admin })).statusCode).toBe(200);
  });
});

/** Counts the argon2id verifications it makes: the costly part of a sign-in. */
class CountingHasher extends PasswordHasher {
  verifications = 0;

  override verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    this.verifications += 1;
    return super.verify(passwordHash, password);
  }
}

describe('refused sign-ins', () => {
  const passwords = new CountingHasher();
  // Throttling would answer early after a few failures; the comparison is about the answer without it.
  const t = useFileApp({ loginThrottle: { ...DEFAULT_LOGIN_THROTTLE, captchaAfter: { account: 1000, ip: 1000 }, delayAfter: { account: 1000, ip: 1000 } } }, { passwords });

  // Equal work, not measured time: the times themselves are compared in bench/refused-sign-ins.bench.ts.
  it('cost one password verification each, alike for an unknown user, a wrong password and a disabled account', async () => {
    await t.createUser('disabled-dora', 'dora-password-1');
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.username, 'disabled-dora'));
    const attempts = { 'unknown user': ['no-such-user', 'whatever-123'], 'wrong password': ['admin', 'wrong-password'], 'disabled account': ['disabled-dora', 'dora-password-1'] };
    const verificationsOf: Record<string, number> = {};
    const answers = new Set<string>();
    for (const [kind, [username, password]] of Object.entries(attempts)) {
      const before = passwords.verifications;
      const response = await t.call('POST', '/user/login', { json: { username, password } });
      verificationsOf[kind] = passwords.verifications - before;
      expect(response.statusCode).toBe(400);
      answers.add(response.body);
    }
    expect(verificationsOf).toEqual({ 'unknown user': 1, 'wrong password': 1, 'disabled account': 1 });
    expect(answers.size, 'the three refusals read alike').toBe(1);
  });
});
