import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../crud/audit.table.ts';
import { createCustomer } from '../../../test/customers.ts';
import { useFileApp } from '../../../test/harness.ts';
import { hashToken, sessionKeyOf } from './sessions.service.ts';
import { sessions } from './sessions.table.ts';

const t = useFileApp();

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Listed { key: string; ip: string; userAgent: string; createdAt: string; lastSeenAt: string; current: boolean }

/** Signs in from a browser of this user agent. */
async function signIn(username: string, password: string, userAgent: string): Promise<string> {
  const answer = await t.call('POST', '/user/login', { form: { username, password }, headers: { 'user-agent': userAgent } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.token as string;
}

const listOf = async (token: string) => {
  const answer = await t.call('GET', '/user/sessions', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Listed[];
};
const signOutOthers = (token: string) => t.call('POST', '/user/sessions/signOutOthers', { token });
const signOut = (token: string, key: unknown) => t.call('POST', '/user/sessions/signOut', { token, json: { key } });
const usable = async (token: string) => (await t.call('GET', '/user/info', { token })).statusCode;

const lastAuditOf = async (userId: number) => (await t.database.db.select().from(auditLog)
  .where(and(eq(auditLog.target, 'session'), eq(auditLog.targetId, String(userId)))).orderBy(desc(auditLog.id)).limit(1))[0];

describe('登录设备: the signed-in user\'s own sessions', () => {
  it('lists two sign-ins with the current one first and marked, by a short key and never the token', async () => {
    await t.createUser('sessions-two', 'sessions-two-pass-1');
    const desk = await signIn('sessions-two', 'sessions-two-pass-1', CHROME);
    const phone = await signIn('sessions-two', 'sessions-two-pass-1', IPHONE);

    const seenFromPhone = await t.call('GET', '/user/sessions', { token: phone });
    const listed = seenFromPhone.json().data as Listed[];
    expect(listed).toHaveLength(2);
    expect(listed.map((session) => [session.userAgent, session.current])).toEqual([[IPHONE, true], [CHROME, false]]);
    expect(listed[0]).toMatchObject({ key: sessionKeyOf(hashToken(phone)), ip: '127.0.0.1' });
    for (const session of listed) {
      expect(session.key).toMatch(/^[0-9a-f]{12}$/);
      expect(Date.parse(session.createdAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    }
    for (const secret of [desk, phone, hashToken(desk), hashToken(phone)]) expect(seenFromPhone.body).not.toContain(secret);

    // From the other browser, the other one is current.
    expect((await listOf(desk)).map((session) => [session.key, session.current])).toEqual([[sessionKeyOf(hashToken(desk)), true], [sessionKeyOf(hashToken(phone)), false]]);
    // Ended and lapsed sessions are not listed; another user's never are.
    const idle = await signIn('sessions-two', 'sessions-two-pass-1', 'idle browser');
    await t.database.db.update(sessions).set({ lastSeenAt: new Date('2000-01-01T00:00:00Z') }).where(eq(sessions.tokenHash, hashToken(idle)));
    const gone = await signIn('sessions-two', 'sessions-two-pass-1', 'gone browser');
    expect((await t.call('GET', '/user/logout', { token: gone })).statusCode).toBe(200);
    await t.createUser('sessions-stranger', 'sessions-stranger-pass-1');
    await signIn('sessions-stranger', 'sessions-stranger-pass-1', CHROME);
    expect((await listOf(phone)).map((session) => session.userAgent)).toEqual([IPHONE, CHROME]);
  });

  it('keeps at most the set number of sessions per account, ending the least recently used', async () => {
    const setting = (await t.call('GET', '/config/select/session.maxPerAccount', { token: t.admin })).json().data;
    expect(setting).toMatchObject({ system: true, value: '0' });
    expect((await t.call('POST', '/config/edit', { token: t.admin, json: { id: setting.id, value: '-1' } })).statusCode).toBe(400);
    await t.call('POST', '/config/edit', { token: t.admin, json: { id: setting.id, value: '2' } });
    try {
      await t.createUser('sessions-limited', 'sessions-limited-pass-1');
      const oldest = await signIn('sessions-limited', 'sessions-limited-pass-1', CHROME);
      await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 60_000) }).where(eq(sessions.tokenHash, hashToken(oldest)));
      const [second, third] = [await signIn('sessions-limited', 'sessions-limited-pass-1', IPHONE), await signIn('sessions-limited', 'sessions-limited-pass-1', 'third browser')];
      expect(await usable(oldest)).toBe(401);
      expect([await usable(second), await usable(third)]).toEqual([200, 200]);
      expect(await listOf(third)).toHaveLength(2);
      // Another account's sessions are not counted.
      expect(await usable(t.admin)).toBe(200);
    } finally {
      await t.call('POST', '/config/edit', { token: t.admin, json: { id: setting.id, value: '0' } });
    }
  });

  it('signs out every other session, keeping the current one, and answers how many ended, audited', async () => {
    const customer = await createCustomer(t, 'sessions-many');
    const others = [await signIn('sessions-many', 'sessions-many-pass-1', CHROME), await signIn('sessions-many', 'sessions-many-pass-1', IPHONE)];
    expect(await listOf(customer.token)).toHaveLength(3);

    expect((await signOutOthers(customer.token)).json()).toEqual({ code: 200, data: { ended: 2 }, status_desc: '已退出其他设备上的登录' });
    for (const token of others) {
      expect(await usable(token)).toBe(401);
      expect((await t.call('GET', '/user/sessions', { token })).statusCode).toBe(401);
    }
    expect(await usable(customer.token)).toBe(200);
    expect((await listOf(customer.token)).map((session) => session.current)).toEqual([true]);
    expect(await lastAuditOf(customer.id)).toMatchObject({
      action: 'delete', actorId: customer.id, changes: { sessions: [others.map((token) => sessionKeyOf(hashToken(token))).sort(), null] },
    });

    // Nothing else to end: nothing ended, nothing audited.
    const audited = (await lastAuditOf(customer.id))!.id;
    expect((await signOutOthers(customer.token)).json().data).toEqual({ ended: 0 });
    expect((await lastAuditOf(customer.id))!.id).toBe(audited);
  });

  it('signs out one other session by its key; the current one and unknown keys are refused', async () => {
    const id = await t.createUser('sessions-one', 'sessions-one-pass-1');
    const current = await signIn('sessions-one', 'sessions-one-pass-1', CHROME);
    const lost = await signIn('sessions-one', 'sessions-one-pass-1', IPHONE);
    const kept = await signIn('sessions-one', 'sessions-one-pass-1', 'another browser');
    const lostKey = sessionKeyOf(hashToken(lost));

    expect((await signOut(current, lostKey)).json()).toEqual({ code: 200, data: null, status_desc: '已退出该设备上的登录' });
    expect(await usable(lost)).toBe(401);
    expect(await usable(kept)).toBe(200);
    expect(await usable(current)).toBe(200);
    expect(await lastAuditOf(id)).toMatchObject({ action: 'delete', actorId: id, changes: { sessions: [[lostKey], null] } });

    expect((await signOut(current, lostKey)).json()).toEqual({ code: 404, data: null, status_desc: '该登录设备不存在或已退出' });
    expect((await signOut(current, sessionKeyOf(hashToken(current)))).json()).toEqual({ code: 409, data: null, status_desc: '这是当前设备，请使用“退出登录”' });
    // Another user's session is not the caller's to end: it does not exist for them.
    await t.createUser('sessions-victim', 'sessions-victim-pass-1');
    const victim = await signIn('sessions-victim', 'sessions-victim-pass-1', CHROME);
    expect((await signOut(current, sessionKeyOf(hashToken(victim)))).statusCode).toBe(404);
    expect(await usable(victim)).toBe(200);

    for (const key of ['', 'ABCDEF012345', 'abc', 'g'.repeat(12), hashToken(kept), 12, null]) {
      const refused = await signOut(current, key);
      expect(refused.statusCode, String(key)).toBe(400);
      expect(refused.json().status_desc, String(key)).toMatch(/^参数错误：key/);
    }
    expect((await t.call('POST', '/user/sessions/signOut', { token: current, json: { key: lostKey, userId: 1 } })).statusCode).toBe(400);
    expect(await usable(kept)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/user/sessions')).statusCode).toBe(401);
    expect((await t.call('POST', '/user/sessions/signOutOthers')).statusCode).toBe(401);
    expect((await t.call('POST', '/user/sessions/signOut', { json: { key: '0123456789ab' } })).statusCode).toBe(401);
  });
});
