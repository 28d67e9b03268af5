import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp, useFileApp } from '../../../test/harness.ts';
import { smsCodes, smsOutbox } from './sms.table.ts';

const PASSWORD = 'Sms-pass-1';
const t = useFileApp();

async function solvedCaptcha() {
  const captchaId = (await t.call('GET', '/user/initCaptcha')).json().data as string;
  return { captchaId, captcha: (await t.cache.get(`captcha:${captchaId}`))! };
}

/** The newest text the outbox holds for a phone, and the code in it. */
async function lastText(phone: string) {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row && { text: row.text, code: /\d{6}/.exec(row.text)![0] };
}

const sendSignInCode = async (phone: string) =>
  t.call('POST', '/user/sendMsg', { json: { phone, ...(await solvedCaptcha()) } });
const smsLogin = (phone: string, code: string) => t.call('POST', '/user/smsLogin', { json: { phone, code } });

async function userWithPhone(username: string, phone: string) {
  const id = await t.createUser(username, PASSWORD);
  const saved = await t.call('POST', '/user/update', { token: t.admin, json: { id, phone } });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

describe('SMS sign-in', () => {
  it('sends a code to the phone of an account and signs in with it once', async () => {
    await userWithPhone('sms-user', '13900000001');
    const sent = await sendSignInCode('13900000001');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status_desc).toBe('验证码已发送，5 分钟内有效');
    const { text, code } = (await lastText('13900000001'))!;
    expect(text).toContain('登录验证码');
    const [stored] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13900000001'));
    expect(stored!.codeDigest).not.toContain(code);

    const signedIn = await smsLogin('13900000001', code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token as string;
    expect((await t.call('GET', '/user/info', { token })).json().data.userName).toBe('sms-user');
    expect((await smsLogin('13900000001', code)).json()).toMatchObject({ code: 400, status_desc: '短信验证码错误或已失效' });
  });

  it('answers a phone without an account as any other, and sends it nothing', async () => {
    const sent = await sendSignInCode('13900000002');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status_desc).toBe('验证码已发送，5 分钟内有效');
    expect(await lastText('13900000002')).toBeUndefined();
  });

  it('gives a wrong code five tries, then none; a code of another purpose or phone is as wrong', async () => {
    await userWithPhone('sms-tries', '13900000003');
    await sendSignInCode('13900000003');
    const { code } = (await lastText('13900000003'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await smsLogin('13900000003', wrong)).statusCode).toBe(400);
    expect((await smsLogin('13900000004', code)).statusCode).toBe(400);
    // The fifth wrong try spends the code: the right one comes too late.
    expect((await smsLogin('13900000003', wrong)).statusCode).toBe(400);
    expect((await smsLogin('13900000003', code)).json()).toMatchObject({ status_desc: '短信验证码错误或已失效' });
  });

  it('refuses a wrong captcha and a phone off the rule, sending nothing', async () => {
    await userWithPhone('sms-captcha', '13900000005');
    const captcha = await t.call('POST', '/user/sendMsg', { json: { phone: '13900000005', captchaId: 'none', captcha: 'ABCD' } });
    expect(captcha.json()).toMatchObject({ code: 400, status_desc: '验证码错误或已过期' });
    const rule = await t.call('POST', '/user/sendMsg', { json: { phone: '23900000005', ...(await solvedCaptcha()) } });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().status_desc).toContain('phone');
    expect(await lastText('13900000005')).toBeUndefined();
  });

  it('sends to a phone once a minute, answering 429 with Retry-After', async () => {
    await userWithPhone('sms-flood', '13900000006');
    expect((await sendSignInCode('13900000006')).statusCode).toBe(200);
    const again = await sendSignInCode('13900000006');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().data.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('refuses a phone two accounts share, after its code', async () => {
    await userWithPhone('sms-shared-a', '13900000008');
    await userWithPhone('sms-shared-b', '13900000008');
    await sendSignInCode('13900000008');
    const refused = await smsLogin('13900000008', (await lastText('13900000008'))!.code);
    expect(refused.json()).toMatchObject({ code: 400, status_desc: '该手机号绑定了多个账号，请使用用户名和密码登录' });
  });
});

describe('the SMS outbox', () => {
  it('lists the kept texts newest first, searched by a whole phone and showing it masked, in the reader\'s language, to those who may see the page only', async () => {
    await userWithPhone('sms-outbox', '13900000012');
    await sendSignInCode('13900000012');
    const listed = await t.call('GET', '/sms/outbox', { token: t.admin, query: { phone: '13900000012' } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject({ total: 1, records: [{ phone: '139****0012', text: expect.stringContaining('登录验证码') }] });
    const { code } = (await lastText('13900000012'))!;
    const inEnglish = await t.call('GET', '/sms/outbox', { token: t.admin, query: { phone: '13900000012' }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().data.records[0].text).toBe(`[Yilan Talent Service] Your sign-in code is ${code}, valid for 5 minutes. If you did not ask for it, ignore this message.`);
    await t.createUser('sms-no-page', PASSWORD);
    expect((await t.call('GET', '/sms/outbox', { token: await t.login('sms-no-page', PASSWORD) })).statusCode).toBe(403);
  });
});

describe('codes for a forgotten password and a new phone', () => {
  it('answers a username alike whether it exists, and texts only the phone of one that does', async () => {
    await userWithPhone('sms-forgot', '13900000009');
    const send = async (username: string) => t.call('POST', '/user/sendMsgByu', { json: { username, ...(await solvedCaptcha()) } });
    const known = await send('sms-forgot');
    const unknown = await send('nobody-here');
    expect(known.json()).toEqual(unknown.json());
    expect((await lastText('13900000009'))!.text).toContain('找回密码');
    expect((await send('nobody-here')).statusCode).toBe(429);
  });

  it('texts a signed-in user\'s new phone, and only for a signed-in user', async () => {
    await t.createUser('sms-mover', PASSWORD);
    const token = await t.login('sms-mover', PASSWORD);
    const sent = await t.call('POST', '/user/sendMsgByCode', { token, json: { phone: '13900000010', ...(await solvedCaptcha()) } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await lastText('13900000010'))!.text).toContain('更换绑定的手机号');
    expect((await t.call('POST', '/user/sendMsgByCode', { json: { phone: '13900000011', ...(await solvedCaptcha()) } })).statusCode).toBe(401);
  });

  it('changes a user\'s phone with the code sent to it, ending their other sessions; a wrong code changes nothing', async () => {
    const id = await userWithPhone('sms-switch', '13900000013');
    const token = await t.login('sms-switch', PASSWORD);
    const elsewhere = await t.login('sms-switch', PASSWORD);
    expect((await t.call('POST', '/user/sendMsgByCode', { token, json: { phone: '13900000014', ...(await solvedCaptcha()) } })).statusCode).toBe(200);
    const { code } = (await lastText('13900000014'))!;
    const phoneNow = async () => (await t.call('GET', `/user/personal/${id}`, { token: t.admin })).json().data.phone as string;

    const wrong = await t.call('POST', '/user/resetphone', { token, json: { phone: '13900000014', code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.json()).toMatchObject({ code: 400, status_desc: '短信验证码错误或已失效' });
    expect(await phoneNow()).toBe('13900000013');

    const changed = await t.call('POST', '/user/resetphone', { token, json: { phone: '13900000014', code } });
    expect(changed.json()).toMatchObject({ code: 200, status_desc: '手机号已更换，其他设备上的登录已退出' });
    expect(await phoneNow()).toBe('13900000014');
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(200);
    expect((await t.call('GET', '/user/info', { token: elsewhere })).statusCode).toBe(401);
  });
});

describe('at start', () => {
  it('removes codes long expired beside the first requests, and closes only after that', async () => {
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    const [expired] = await t.database.db.insert(smsCodes)
      .values({ phone: '13900000099', purpose: 'signIn', codeDigest: 'expired', expiresAt: longAgo, createdAt: longAgo })
      .returning({ id: smsCodes.id });
    const restarted = await startTestApp({}, { shared: t.database });
    await restarted.close();
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.id, expired!.id))).toEqual([]);
  });
});
