import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/users.table.ts';
import { hashToken } from './sessions.service.ts';
import { sessions } from './sessions.table.ts';
import type { Database } from '../../platform/database.ts';
import { expectChangeSeen, openTestDatabase, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/harness.ts';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  t = await startTestApp({}, { shared: database });
});
afterEach(() => t.close());

const login = (username: string, password: string, extra: Record<string, string> = {}) =>
  t.call('POST', '/user/login', { form: { username, password, ...extra } });

async function solveCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const captchaId = (await t.call('GET', '/user/initCaptcha')).json().data as string;
  const captcha = (await t.cache.get(`captcha:${captchaId}`))!;
  return { captchaId, captcha };
}

describe('sign-in', () => {
  it('returns a token for the right password, with the username trimmed', async () => {
    const response = await login('  admin ', TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, status_desc: '操作成功' });
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
  });

  it('accepts JSON as well as form bodies', async () => {
    const response = await t.call('POST', '/user/login', { json: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    expect(response.json().data.token).toBeTypeOf('string');
  });

  it('gives an unknown user, a wrong password and a disabled account the same answer', async () => {
    await t.createUser('dora', 'dora-password-1');
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.username, 'dora'));
    const answers = await Promise.all([login('nobody', 'whatever-1'), login('admin', 'wrong-password'), login('dora', 'dora-password-1')]);
    const shapes = answers.map((r) => ({ status: r.statusCode, body: r.json() }));
    expect(shapes[0]).toEqual({ status: 400, body: { code: 400, data: { captchaRequired: false }, status_desc: '用户名或密码错误' } });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('never accepts the usual default passwords', async () => {
    for (const password of ['admin', '123456', 'admin123']) {
      const response = await login('admin', password);
      expect(response.statusCode).not.toBe(200);
    }
  });

  it('names the missing field', async () => {
    const response = await t.call('POST', '/user/login', { form: { username: 'admin' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_desc).toContain('password');
  });
});

describe('throttling', () => {
  it('asks for a captcha after three failures and then checks it before the password', async () => {
    for (let i = 0; i < 2; i += 1) expect((await login('admin', 'wrong')).json().data.captchaRequired).toBe(false);
    expect((await login('admin', 'wrong')).json().data.captchaRequired).toBe(true);

    const refused = await login('admin', TEST_ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status_desc: '请输入验证码', data: { captchaRequired: true } });

    const accepted = await login('admin', TEST_ADMIN_PASSWORD, await solveCaptcha());
    expect(accepted.statusCode).toBe(200);
  });

  it('makes an account wait, longer after each failure, and refuses before hashing', async () => {
    t = await restart({ loginThrottle: { captchaAfter: { account: 99, ip: 99 }, delayAfter: { account: 2, ip: 99 }, baseDelayMs: 1_000, maxDelayMs: 60_000, windowMs: 60_000 } });
    await login('admin', 'wrong');
    await login('admin', 'wrong');
    const verify = vi.spyOn(t.passwords, 'verify');
    const waiting = await login('admin', TEST_ADMIN_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().status_desc).toBe('尝试次数过多，请1秒后再试');
    expect(verify).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await login('admin', 'wrong')).statusCode).toBe(400);
    expect((await login('admin', TEST_ADMIN_PASSWORD)).headers['retry-after']).toBe('2');
  });

  it('throttles a client address across accounts', async () => {
    t = await restart({ loginThrottle: { captchaAfter: { account: 99, ip: 99 }, delayAfter: { account: 99, ip: 3 }, baseDelayMs: 5_000, maxDelayMs: 60_000, windowMs: 60_000 } });
    for (const name of ['a1', 'a2', 'a3']) await login(name, 'wrong');
    expect((await login('admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
  });
});

describe('captcha', () => {
  it('draws an SVG image for a live captcha', async () => {
    const { captchaId } = await solveCaptcha();
    const image = await t.call('GET', `/user/drawCaptcha/${captchaId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toMatch(/^<svg/);
  });

  it('is single-use', async () => {
    await Promise.all([1, 2, 3].map(() => login('admin', 'wrong')));
    const solved = await solveCaptcha();
    expect((await login('admin', 'wrong', solved)).json().status_desc).toBe('用户名或密码错误');
    const reused = await login('admin', TEST_ADMIN_PASSWORD, solved);
    expect(reused.json()).toMatchObject({ code: 400, status_desc: '验证码错误或已过期' });
    expect((await t.call('GET', `/user/drawCaptcha/${solved.captchaId}`)).statusCode).toBe(404);
  });

  it('expires', async () => {
    t = await restart({ captchaTtlMs: 100 });
    await Promise.all([1, 2, 3].map(() => login('admin', 'wrong')));
    const solved = await solveCaptcha();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await login('admin', TEST_ADMIN_PASSWORD, solved)).json().status_desc).toBe('验证码错误或已过期');
  });
});

describe('sessions', () => {
  it('returns what the shell stores', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const info = (await t.call('GET', '/user/info', { token })).json();
    expect(info).toEqual({
      code: 200,
      status_desc: '操作成功',
      data: { roles: ['admin'], name: '超级管理员', avatar: '', introduction: '', admin_id: expect.any(Number), userType: 0, subAccount: false, userName: 'admin', mustChangePassword: false, signInStep: null },
    });
  });

  it('lists the granted pages as roles of an ordinary user', async () => {
    await t.createUser('olga', 'olga-password-1', { 'user-manage': ['view'], 'role-manage': ['view', 'edit'] });
    const token = await t.login('olga', 'olga-password-1');
    const { roles } = (await t.call('GET', '/user/info', { token })).json().data;
    expect(roles).toEqual(expect.arrayContaining(['sys-manage', 'user-manage', 'role-manage']));
    expect(roles).not.toContain('menu-manage');
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const logout = await t.call('GET', '/user/logout', { token });
    expect(logout.json()).toEqual({ code: 200, data: null, status_desc: '退出成功' });
    const after = await t.call('GET', '/user/info', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, data: null, status_desc: '登录已失效，请重新登录' });
  });

  it('refuses a forged token', async () => {
    expect((await t.call('GET', '/user/info', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  // Limits of a second or more: a loaded machine (test files run side by side) may take a few hundred
  // milliseconds between two calls, which must not end a session that is meant to live.
  it('expires an idle session', async () => {
    t = await restart({ session: { idleMs: 1_000, absoluteMs: 60_000, maxPerAccount: 0 } });
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401);
  });

  it('expires a session at its absolute limit even when in use', async () => {
    t = await restart({ session: { idleMs: 60_000, absoluteMs: 2_000, maxPerAccount: 0 } });
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    for (let use = 0; use < 2; use += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401);
  });

  it('deletes the sessions that lapsed at the next start, beside the first requests', async () => {
    t = await restart({ session: { idleMs: 60_000, absoluteMs: 50, maxPerAccount: 0 } });
    const userId = await t.createUser('sweeper', 'sweeper-pass-1');
    await t.login('sweeper', 'sweeper-pass-1');
    await t.login('sweeper', 'sweeper-pass-1');
    await new Promise((resolve) => setTimeout(resolve, 80));
    await t.close();
    const restarted = await startTestApp({}, { shared: database });
    const live = await restarted.login('sweeper', 'sweeper-pass-1');
    await restarted.close();
    const kept = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(kept.map((row) => row.tokenHash)).toEqual([hashToken(live)]);
    t = await startTestApp({}, { shared: database });
  });

  it('ends the sessions of a disabled user on their next call', async () => {
    const userId = await t.createUser('ivan', 'ivan-password-1');
    const token = await t.login('ivan', 'ivan-password-1');
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    await expectChangeSeen(async () => expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401));
  });
});

describe('template-style aliases', () => {
  it('sign in, read info with ?token= and sign out on the same sessions', async () => {
    const login = await t.call('POST', '/vue-admin-template/user/login', { json: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    const token = login.json().data.token as string;
    const info = await t.call('GET', '/vue-admin-template/user/info', { query: { token } });
    expect(info.json().data.userName).toBe('admin');
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(200);
    expect((await t.call('POST', '/vue-admin-template/user/logout', { headers: { 'x-token': token } })).statusCode).toBe(200);
    expect((await t.call('GET', '/vue-admin-template/user/info', { query: { token } })).statusCode).toBe(401);
  });
});

async function restart(overrides: Parameters<typeof startTestApp>[0]) {
  await t.close();
  return startTestApp(overrides, { shared: database });
}
