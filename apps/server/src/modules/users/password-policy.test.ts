import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFileApp } from '../../../test/harness.ts';
import { smsOutbox } from '../sms/sms.table.ts';
import { users } from './users.table.ts';

const t = useFileApp();

async function setSetting(key: string, value: string) {
  const { id } = (await t.call('GET', `/config/select/${key}`, { token: t.admin })).json().data;
  const saved = await t.call('POST', '/config/edit', { token: t.admin, json: { id, value } });
  expect(saved.statusCode, saved.body).toBe(200);
}

const changePassword = (token: string, oldPassword: string, newPassword: string, path = '/user/updatePassword') =>
  t.call('POST', path, { token, json: { oldPassword, newPassword } });

const login = (username: string, password: string) => t.call('POST', '/user/login', { json: { username, password } });

/** Moves a user's last password change back in time. */
async function passwordSetDaysAgo(userId: number, days: number) {
  await t.database.db.update(users).set({ passwordChangedAt: sql`now() - make_interval(days => ${days})` }).where(eq(users.id, userId));
}

async function solvedCaptcha() {
  const captchaId = (await t.call('GET', '/user/initCaptcha')).json().data as string;
  return { captchaId, captcha: (await t.cache.get(`captcha:${captchaId}`))! };
}

describe('password policy', () => {
  it('tells its rules to anyone, as the system configuration sets them', async () => {
    const rules = await t.call('GET', '/user/passwordRules');
    expect(rules.json().data).toEqual({ minLength: 8, minStrength: 2, historyCount: 3, maxAgeDays: 0 });
    expect((await t.call('POST', '/config/list', { token: t.admin, json: { key: 'password.' } })).json().data.total).toBe(4);
  });

  it('refuses a new password too short, too guessable or recently used, and keeps the old one', async () => {
    await t.createUser('policy-user', 'Policy-pass-1');
    const token = await t.login('policy-user', 'Policy-pass-1');

    expect((await changePassword(token, 'Wrong-pass-1', 'Another-pass-2')).json()).toMatchObject({ code: 400, status_desc: '原密码不正确' });
    expect((await changePassword(token, 'Policy-pass-1', 'password123')).json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('太容易被猜到') });
    expect((await changePassword(token, 'Policy-pass-1', 'policy-user1')).json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('太容易被猜到') });
    expect((await changePassword(token, 'Policy-pass-1', 'Policy-pass-1')).json()).toMatchObject({ code: 400, status_desc: '不能使用最近 3 次用过的密码' });
    await setSetting('password.minLength', '16');
    expect((await changePassword(token, 'Policy-pass-1', 'Zebra-lamp-42')).json()).toMatchObject({ code: 400, status_desc: '密码至少需要 16 个字符' });
    await setSetting('password.minLength', '8');
    expect((await login('policy-user', 'Policy-pass-1')).statusCode).toBe(200);

    const changed = await changePassword(token, 'Policy-pass-1', 'Zebra-lamp-42');
    expect(changed.json()).toMatchObject({ code: 200, status_desc: '密码已修改，其他设备上的登录已退出' });
    // /user/changePassword is the same call; the first password is still among the last three.
    expect((await changePassword(token, 'Zebra-lamp-42', 'Policy-pass-1', '/user/changePassword')).json()).toMatchObject({ status_desc: '不能使用最近 3 次用过的密码' });
    await setSetting('password.historyCount', '0');
    expect((await changePassword(token, 'Zebra-lamp-42', 'Policy-pass-1', '/user/changePassword')).statusCode).toBe(200);
    await setSetting('password.historyCount', '3');
  });

  it('ends the other sessions of a user who changes their password, not the current one', async () => {
    await t.createUser('policy-devices', 'Devices-pass-1');
    const laptop = await t.login('policy-devices', 'Devices-pass-1');
    const phone = await t.login('policy-devices', 'Devices-pass-1');
    expect((await changePassword(laptop, 'Devices-pass-1', 'Devices-pass-2')).statusCode).toBe(200);
    expect((await t.call('GET', '/user/info', { token: laptop })).statusCode).toBe(200);
    expect((await t.call('GET', '/user/info', { token: phone })).statusCode).toBe(401);
  });

  it('refuses to create a user with a guessable password', async () => {
    const created = await t.call('POST', '/user/save', { token: t.admin, json: { username: 'weak-one', name: '弱密码', password: 'qwerty123' } });
    expect(created.json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('太容易被猜到') });
    expect((await t.call('GET', '/user/list', { token: t.admin, query: { username: 'weak-one' } })).json().data.total).toBe(0);
  });
});

describe('password expiry', () => {
  it('tells whether the password has expired or soon will, once passwords expire', async () => {
    const id = await t.createUser('expiry-user', 'Expiry-pass-1');
    const token = await t.login('expiry-user', 'Expiry-pass-1');
    const age = async () => (await t.call('GET', '/user/isExpired', { token })).json().data;
    expect(await age()).toEqual({ expired: false, expiresSoon: false, expiresAt: null });

    await setSetting('password.maxAgeDays', '30');
    await passwordSetDaysAgo(id, 10);
    expect(await age()).toMatchObject({ expired: false, expiresSoon: false });
    await passwordSetDaysAgo(id, 25);
    expect(await age()).toMatchObject({ expired: false, expiresSoon: true });
    await passwordSetDaysAgo(id, 31);
    const expired = await age();
    expect(expired).toMatchObject({ expired: true, expiresSoon: true });
    expect(Date.parse(expired.expiresAt)).toBeLessThan(Date.now());
    await setSetting('password.maxAgeDays', '0');
  });

  it('refuses a sign-in with an expired password until a new one is set through /user/expiredLogin', async () => {
    const id = await t.createUser('expired-user', 'Expired-pass-1');
    await setSetting('password.maxAgeDays', '30');
    await passwordSetDaysAgo(id, 40);
    try {
      const refused = await login('expired-user', 'Expired-pass-1');
      expect(refused.json()).toMatchObject({ code: 400, status_desc: '密码已过期，请设置新密码后登录', data: { passwordExpired: true } });
      // A wrong password is told as any wrong password, never as expired.
      expect((await login('expired-user', 'Expired-pass-9')).json()).toMatchObject({ status_desc: '用户名或密码错误', data: { captchaRequired: expect.any(Boolean) } });

      const expiredLogin = (oldPassword: string, newPassword: string) =>
        t.call('POST', '/user/expiredLogin', { json: { username: 'expired-user', oldPassword, newPassword } });
      expect((await expiredLogin('Expired-pass-9', 'Renewed-pass-2')).json()).toMatchObject({ code: 400, status_desc: '用户名或密码错误' });
      expect((await expiredLogin('Expired-pass-1', 'Expired-pass-1')).json()).toMatchObject({ code: 400, status_desc: '不能使用最近 3 次用过的密码' });
      expect((await expiredLogin('Expired-pass-1', '12345678')).json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('太容易被猜到') });
      expect((await expiredLogin('Expired-pass-1', 'short')).statusCode).toBe(400);

      const renewed = await expiredLogin('Expired-pass-1', 'Renewed-pass-2');
      expect(renewed.statusCode, renewed.body).toBe(200);
      const { token } = renewed.json().data;
      expect((await t.call('GET', '/user/info', { token })).json().data.userName).toBe('expired-user');
      expect((await t.call('GET', '/user/isExpired', { token })).json().data).toMatchObject({ expired: false });
      expect((await login('expired-user', 'Renewed-pass-2')).statusCode).toBe(200);
      expect((await login('expired-user', 'Expired-pass-1')).statusCode).toBe(400);
    } finally {
      await setSetting('password.maxAgeDays', '0');
    }
  });
});

describe('a forgotten password', () => {
  /** The code of the newest text sent to a phone. */
  async function lastCode(phone: string) {
    const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
    return /\d{6}/.exec(row!.text)![0];
  }
  const reset = (username: string, code: string, newPassword: string) =>
    t.call('POST', '/user/resetPasswordByCode', { json: { username, code, newPassword } });

  it('is set anew with the code sent to the phone of the account; every session of the user ends', async () => {
    const id = await t.createUser('forgetful', 'Forgetful-pass-1');
    await t.call('POST', '/user/update', { token: t.admin, json: { id, phone: '13700000001' } });
    const session = await t.login('forgetful', 'Forgetful-pass-1');
    const sent = await t.call('POST', '/user/sendMsgByu', { json: { username: 'forgetful', ...(await solvedCaptcha()) } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await lastCode('13700000001');
    const wrong = code === '000000' ? '111111' : '000000';

    const refusal = { code: 400, status_desc: '短信验证码错误或已失效' };
    expect((await reset('forgetful', wrong, 'Remembered-pass-2')).json()).toMatchObject(refusal);
    expect((await reset('nobody-here', code, 'Remembered-pass-2')).json()).toMatchObject(refusal);
    // A password the policy refuses leaves the code unspent.
    expect((await reset('forgetful', code, 'abc12345')).json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('太容易被猜到') });
    expect((await login('forgetful', 'Forgetful-pass-1')).statusCode).toBe(200);

    const done = await reset('forgetful', code, 'Remembered-pass-2');
    expect(done.json()).toMatchObject({ code: 200, status_desc: '密码已重置，请使用新密码登录' });
    expect((await t.call('GET', '/user/info', { token: session })).statusCode).toBe(401);
    expect((await login('forgetful', 'Remembered-pass-2')).statusCode).toBe(200);
    expect((await reset('forgetful', code, 'Another-pass-3')).json()).toMatchObject(refusal);
  });
});
