import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@console/contract';
import { RECOVERY_CODE_COUNT } from '@console/contract/two-factor';
import { auditLog } from '../../crud/audit.table.ts';
import { expectChangeSeen, LOOPBACK_ALLOWED, TEST_ADMIN_PASSWORD, useFileApp, type FileApp } from '../../../test/harness.ts';
import { roles, userRoles } from '../roles/roles.table.ts';
import { users } from '../users/users.table.ts';
import { twoFactorKeys, twoFactorRecoveryCodes } from './two-factor.table.ts';

const PASSWORD = 'Two-factor-pass-1';
const STEP_MS = 30_000;

/** The code an authenticator shows for `secret` at `timestamp`. */
const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

/**
 * The tests' clock: `Date` only (the database and the cache keep their own time), set two seconds
 * into a time step, so that a test knows which step each code belongs to.
 */
let now = 0;
const startOfStep = () => Math.ceil(Date.now() / STEP_MS) * STEP_MS + 2_000;
const advance = (ms: number) => vi.setSystemTime((now += ms));
beforeEach(() => {
  now = startOfStep();
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The calls of the two steps and of enrolment, on one app. */
function twoFactorCalls(t: FileApp) {
  const signIn = async (username: string, password = PASSWORD) => {
    const response = await t.call('POST', '/user/login', { form: { username, password } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token: string; secondFactor: boolean; mustChangePassword: boolean };
  };
  const verify = (token: string, method: 'totp' | 'recovery' | 'sms', code: string) =>
    t.call('POST', '/user/twoFactor/verify', { token, form: { method, code } });
  const status = async (token: string) => (await t.call('GET', '/user/twoFactor', { token })).json().data;
  const info = async (token: string) => (await t.call('GET', '/user/info', { token })).json().data;
  const offer = async (token: string) => {
    const offered = await t.call('POST', '/user/twoFactor/enrolment', { token });
    expect(offered.statusCode, offered.body).toBe(200);
    return offered.json().data as { secret: string; uri: string; enrolment: string };
  };
  const confirm = (token: string, form: Record<string, string>) => t.call('POST', '/user/twoFactor/enrolment/confirm', { token, form });
  /** Enrols an authenticator for the user signed in with `token`; answers its secret and recovery codes. */
  const enrol = async (token: string, proof: Record<string, string> = {}) => {
    const { secret, enrolment } = await offer(token);
    const confirmed = await confirm(token, { enrolment, code: codeAt(secret, now), ...proof });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
  };
  /** A signed-in account with an authenticator enrolled; the clock is then a step later, so its codes are new. */
  const enrolledUser = async (username: string, grants = {}) => {
    const id = await t.createUser(username, PASSWORD, grants);
    const enrolled = await enrol((await signIn(username)).token);
    advance(STEP_MS);
    return { id, ...enrolled };
  };
  /** Signs in with the password, then with the code of `secret` now: the finished session's token. */
  const signInWithCode = async (username: string, secret: string, password = PASSWORD) => {
    const { token } = await signIn(username, password);
    const verified = await verify(token, 'totp', codeAt(secret, now));
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().data.token as string;
  };
  return { signIn, verify, status, info, offer, confirm, enrol, enrolledUser, signInWithCode };
}

const refusedAs = (status_desc: string, code = 400) => ({ code, status_desc });

describe('two-factor sign-in, with roles requiring nothing (REQUIRE_TWO_FACTOR=false)', () => {
  const t = useFileApp({ requireTwoFactor: false });
  const { signIn, verify, status, info, offer, confirm, enrolledUser, signInWithCode } = twoFactorCalls(t);

  it('enrols with a code of the offered secret, keeping it sealed and the recovery codes as digests', async () => {
    const id = await t.createUser('tf-enrol', PASSWORD);
    const { token, secondFactor } = await signIn('tf-enrol');
    expect(secondFactor).toBe(false);
    expect(await status(token)).toEqual({ enrolled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0, smsPhone: null });

    const { secret, uri, enrolment } = await offer(token);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/${encodeURIComponent('一览人才服务')}:tf-enrol?issuer=${encodeURIComponent('一览人才服务')}&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    // A wrong code stores nothing.
    const wrong = await confirm(token, { enrolment, code: codeAt(secret, now + 5 * STEP_MS) });
    expect(wrong.json()).toMatchObject(refusedAs(MESSAGES.twoFactor.codeWrong));
    expect(await t.database.db.select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, id))).toEqual([]);
    expect((await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.twoFactorSince).toBeNull();

    const confirmed = await confirm(token, { enrolment, code: codeAt(secret, now) });
    expect(confirmed.json()).toMatchObject({ code: 200, status_desc: MESSAGES.twoFactor.enrolled });
    const recoveryCodes = confirmed.json().data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(token)).toMatchObject({ enrolled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    const [key] = await t.database.db.select().from(twoFactorKeys).where(eq(twoFactorKeys.userId, id));
    expect(key!.secretSealed).toMatch(/^v1:/);
    expect(key!.secretSealed).not.toContain(secret);
    const digests = (await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, id))).map((row) => row.codeDigest);
    expect(digests).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(digests.join()).not.toContain(code.replace('-', ''));
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'two-factor'));
    expect(audited).toMatchObject({ actorId: id, targetId: String(id) });
  });

  it('refuses a ticket of another account or past its time, and a changed one', async () => {
    await t.createUser('tf-tickets', PASSWORD);
    const { token } = await signIn('tf-tickets');
    const { enrolment: others } = await offer(t.admin);
    const { secret, enrolment } = await offer(token);
    const expired = refusedAs(MESSAGES.twoFactor.enrolmentExpired);
    expect((await confirm(token, { enrolment: others, code: codeAt(secret, now) })).json()).toMatchObject(expired);
    expect((await confirm(token, { enrolment: `${enrolment.slice(0, -4)}AAAA`, code: codeAt(secret, now) })).json()).toMatchObject(expired);
    advance(16 * 60_000);
    expect((await confirm(token, { enrolment, code: codeAt(secret, now) })).json()).toMatchObject(expired);
  });

  it('asks an enrolled account for a code after the password, and reaches nothing else meanwhile', async () => {
    const { secret } = await enrolledUser('tf-code', { 'user-manage': ['view'] });
    const first = await signIn('tf-code');
    expect(first).toMatchObject({ secondFactor: true, mustChangePassword: false });
    expect((await info(first.token)).signInStep).toBe('secondFactor');
    expect((await t.call('GET', '/user/list', { token: first.token })).json()).toMatchObject(refusedAs(MESSAGES.unfinishedSignIn.secondFactor, 403));
    expect((await t.call('POST', '/user/updatePassword', { token: first.token, form: { oldPassword: PASSWORD, newPassword: 'Another-pass-9' } })).statusCode).toBe(403);

    const verified = await verify(first.token, 'totp', codeAt(secret, now));
    expect(verified.json()).toMatchObject({ code: 200, status_desc: MESSAGES.twoFactor.verified, data: { recoveryCodesLeft: RECOVERY_CODE_COUNT } });
    const finished = verified.json().data.token as string;
    // The session seen before the code is gone; the new one is finished.
    expect((await t.call('GET', '/user/info', { token: first.token })).statusCode).toBe(401);
    expect((await info(finished)).signInStep).toBeNull();
    expect((await t.call('GET', '/user/list', { token: finished })).statusCode).toBe(200);
  });

  it('refuses a replayed code, within its window too', async () => {
    const { secret } = await enrolledUser('tf-replay');
    const code = codeAt(secret, now);
    await signInWithCode('tf-replay', secret);
    const again = await signIn('tf-replay');
    expect((await verify(again.token, 'totp', code)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.codeWrong));
    // Still within its window a step later, and an earlier step's code neither.
    advance(STEP_MS);
    expect((await verify(again.token, 'totp', code)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.codeWrong));
    expect((await verify(again.token, 'totp', codeAt(secret, now))).statusCode).toBe(200);
  });

  it('refuses forged, expired and malformed codes', async () => {
    const { secret } = await enrolledUser('tf-forged');
    // Steps later, so that the steps just outside the window have never been used.
    advance(3 * STEP_MS);
    const { token } = await signIn('tf-forged');
    const window = [-1, 0, 1].map((steps) => codeAt(secret, now + steps * STEP_MS));
    const outside = (code: string) => !window.includes(code);
    const forged = [codeAt(new Secret().base32, now), '000000', '123456'].find(outside)!;
    expect((await verify(token, 'totp', forged)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.codeWrong));
    // A minute old, or a minute ahead: outside the window of one step either way.
    for (const stale of [codeAt(secret, now - 2 * STEP_MS), codeAt(secret, now + 2 * STEP_MS)].filter(outside)) {
      expect((await verify(token, 'totp', stale)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.codeWrong));
    }
    for (const malformed of ['12345', '1234567', 'abcdef', '12 345', '']) {
      const refused = await verify(token, 'totp', malformed);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().status_desc).toContain('code');
    }
    for (const malformed of ['abc', 'abcde-fghij-k', 'abcde_fghij', '<script>']) expect((await verify(token, 'recovery', malformed)).statusCode).toBe(400);
    expect((await t.call('POST', '/user/twoFactor/verify', { token, form: { method: 'password', code: PASSWORD } })).statusCode).toBe(400);
    // None of it finished the sign-in; the right code still does.
    expect((await info(token)).signInStep).toBe('secondFactor');
    expect((await verify(token, 'totp', codeAt(secret, now))).statusCode).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { recoveryCodes: [first, second] } = await enrolledUser('tf-recovery');
    const one = await signIn('tf-recovery');
    expect((await verify(one.token, 'recovery', first!)).json()).toMatchObject({ code: 200, data: { recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 } });
    const two = await signIn('tf-recovery');
    expect((await verify(two.token, 'recovery', first!)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.recoveryCodeWrong));
    expect((await verify(two.token, 'recovery', first!.toUpperCase().replace('-', ''))).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.recoveryCodeWrong));
    expect((await verify(two.token, 'recovery', second!.toUpperCase().replace('-', ' '))).json()).toMatchObject({ code: 200, data: { recoveryCodesLeft: RECOVERY_CODE_COUNT - 2 } });
  });

  it('re-enrols and turns off only with the password or a current code', async () => {
    const { id, secret, recoveryCodes } = await enrolledUser('tf-change');
    const token = await signInWithCode('tf-change', secret);
    advance(STEP_MS);
    const { secret: next, enrolment } = await offer(token);
    const code = codeAt(next, now);
    expect((await confirm(token, { enrolment, code })).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.proofRequired));
    expect((await confirm(token, { enrolment, code, password: 'Not-the-pass-1' })).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.proofWrong));
    expect((await confirm(token, { enrolment, code, currentCode: codeAt(next, now) })).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.proofWrong));
    const replaced = await confirm(token, { enrolment, code, password: PASSWORD });
    expect(replaced.statusCode, replaced.body).toBe(200);
    // The codes of the secret replaced open nothing any more.
    const pending = await signIn('tf-change');
    expect((await verify(pending.token, 'recovery', recoveryCodes[0]!)).statusCode).toBe(400);
    advance(STEP_MS);
    expect((await verify(pending.token, 'totp', codeAt(secret, now))).statusCode).toBe(400);

    const turnOff = (form: Record<string, string>) => t.call('POST', '/user/twoFactor/turnOff', { token, form });
    expect((await turnOff({})).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.proofRequired));
    expect((await turnOff({ currentCode: codeAt(secret, now) })).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.proofWrong));
    expect((await turnOff({ currentCode: codeAt(next, now) })).json()).toMatchObject({ code: 200, status_desc: MESSAGES.twoFactor.turnedOff });
    expect(await t.database.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, id))).toEqual([]);
    expect((await signIn('tf-change')).secondFactor).toBe(false);
    expect((await turnOff({ password: PASSWORD })).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.notEnrolled, 409));
  });

  it('asks the second factor of sign-ins by a signed link too, and ends an unfinished session within minutes', async () => {
    const { secret } = await enrolledUser('tf-link');
    const created = await t.call('POST', '/product/save', { token: t.admin, form: { appId: 'tf-app', productName: '两步应用' } });
    const issued = await t.call('POST', `/product/signInSecret/${created.json().data.id}`, { token: t.admin });
    const appSecret = issued.json().data.secret as string;
    const link = { appId: 'tf-app', username: 'tf-link', timestamp: String(Math.floor(Date.now() / 1000)), nonce: randomBytes(16).toString('hex') };
    const sign = createHmac('sha256', appSecret).update(`appId=${link.appId}&nonce=${link.nonce}&timestamp=${link.timestamp}&username=${link.username}`).digest('hex');
    const signedIn = await t.call('POST', '/user/loginSign', { json: { ...link, sign } });
    expect(signedIn.json().data).toMatchObject({ secondFactor: true });
    const token = signedIn.json().data.token as string;
    expect((await info(token)).signInStep).toBe('secondFactor');
    expect((await t.call('GET', '/role/select', { token })).statusCode).toBe(403);
    advance(11 * 60_000);
    expect((await t.call('GET', '/user/info', { token })).statusCode).toBe(401);
    expect((await verify(token, 'totp', codeAt(secret, now))).statusCode).toBe(401);
  });

  it('lets an administrator remove a second factor, audited', async () => {
    const { id } = await enrolledUser('tf-lost');
    const listed = async () => (await t.call('GET', '/user/list', { token: t.admin, query: { username: 'tf-lost' } })).json().data.records[0];
    expect(await listed()).toMatchObject({ username: 'tf-lost', twoFactor: true });
    const reset = await t.call('POST', '/user/twoFactor/reset', { token: t.admin, form: { id: String(id) } });
    expect(reset.json()).toMatchObject({ code: 200, status_desc: MESSAGES.twoFactor.reset });
    expect((await signIn('tf-lost')).secondFactor).toBe(false);
    expect(await listed()).toMatchObject({ twoFactor: false });
    expect((await t.call('POST', '/user/twoFactor/reset', { token: t.admin, form: { id: String(id) } })).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.notEnrolled, 409));
    const adminId = (await info(t.admin)).admin_id as number;
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
    expect(entries.filter((entry) => entry.target === 'two-factor').map((entry) => entry.actorId)).toEqual([id, adminId]);
    // Nobody touches an account holding more than they do, as with passwords.
    await t.createUser('tf-manager', PASSWORD, { 'user-manage': ['view', 'edit'] });
    const manager = (await signIn('tf-manager')).token;
    expect((await t.call('POST', '/user/twoFactor/reset', { token: manager, form: { id: String(adminId) } })).json()).toMatchObject(refusedAs(MESSAGES.duties.cannotManageAccount('超级管理员'), 403));
  });

  it('throttles wrong codes as it throttles passwords, the right one too once waiting', async () => {
    const { secret } = await enrolledUser('tf-throttle');
    const { token } = await signIn('tf-throttle');
    const wrong = codeAt(new Secret().base32, now);
    let refused = await verify(token, 'totp', wrong);
    for (let tries = 1; tries < 10 && refused.statusCode === 400; tries += 1) refused = await verify(token, 'totp', wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(0);
    expect((await verify(token, 'totp', codeAt(secret, now))).statusCode).toBe(429);
    expect((await info(token)).signInStep).toBe('secondFactor');
  });
});

describe('roles requiring two factors (REQUIRE_TWO_FACTOR on)', () => {
  const t = useFileApp({ requireTwoFactor: true });
  const { signIn, status, info, enrol, signInWithCode } = twoFactorCalls(t);
  /** The admin's secret, enrolled by the first test. */
  let adminSecret = '';

  it('keeps an administrator without a second factor at the enrolment, then lets the same session in', async () => {
    // The built-in administrators' role requires two factors from the first start.
    expect((await t.database.db.select().from(roles).where(eq(roles.code, 'admin')))[0]!.requiresTwoFactor).toBe(true);
    const token = t.admin;
    expect((await info(token)).signInStep).toBe('twoFactorEnrolment');
    expect((await t.call('GET', '/role/select', { token })).json()).toMatchObject(refusedAs(MESSAGES.unfinishedSignIn.twoFactorEnrolment, 403));
    expect(await status(token)).toMatchObject({ enrolled: false, required: true });
    adminSecret = (await enrol(token)).secret;
    await expectChangeSeen(async () => expect((await t.call('GET', '/role/select', { token })).statusCode).toBe(200));
    expect((await info(token)).signInStep).toBeNull();
    // Required: it can be replaced, not turned off.
    expect((await t.call('POST', '/user/twoFactor/turnOff', { token, form: { password: TEST_ADMIN_PASSWORD } })).json())
      .toMatchObject(refusedAs(MESSAGES.twoFactor.requiredByRole, 409));
  });

  it('requires enrolment of holders of a role marked so in 角色管理, and refuses dropping it on one\'s own role', async () => {
    // A step after the enrolment's code, which the first test may have used at this very time.
    advance(STEP_MS);
    const admin = await signInWithCode('admin', adminSecret, TEST_ADMIN_PASSWORD);
    const saved = await t.call('POST', '/role/save', { token: admin, json: { code: 'tf-guard', name: '两步角色', requiresTwoFactor: true } });
    expect(saved.json().data).toMatchObject({ requiresTwoFactor: true });
    const roleId = saved.json().data.id as number;
    const id = await t.createUser('tf-holder', PASSWORD);
    await t.database.db.insert(userRoles).values({ userId: id, roleId });
    const { token } = await signIn('tf-holder');
    expect((await info(token)).signInStep).toBe('twoFactorEnrolment');
    const listed = await t.call('GET', '/role/list', { token: admin, query: { code: 'tf-guard' } });
    expect(listed.json().data.records[0]).toMatchObject({ code: 'tf-guard', requiresTwoFactor: true });

    // Nobody lowers what their own role asks of them.
    const adminRole = (await t.database.db.select().from(roles).where(eq(roles.code, 'admin')))[0]!;
    const dropped = await t.call('POST', '/role/update', { token: admin, json: { id: adminRole.id, requiresTwoFactor: false } });
    expect(dropped.json()).toMatchObject(refusedAs(MESSAGES.cannotChangeOwnRole('超级管理员'), 403));
    // Another role's requirement may be dropped; its holders are let in.
    expect((await t.call('POST', '/role/update', { token: admin, json: { id: roleId, requiresTwoFactor: false } })).statusCode).toBe(200);
    await expectChangeSeen(async () => expect((await info(token)).signInStep).toBeNull());
  });
});

/** Tencent Cloud SMS on the loopback, answering every text as sent and keeping the codes. */
const texts: { phone: string; code: string }[] = [];
let tencent: Server;
let tencentUrl = '';
beforeAll(async () => {
  tencent = createServer((request, response) => {
    let payload = '';
    request.on('data', (chunk: Buffer) => (payload += chunk.toString('utf8')));
    request.on('end', () => {
      const { PhoneNumberSet, TemplateParamSet } = JSON.parse(payload) as { PhoneNumberSet: string[]; TemplateParamSet: string[] };
      texts.push({ phone: PhoneNumberSet[0]!.replace(/^\+86/, ''), code: TemplateParamSet[0]! });
      const SendStatusSet = PhoneNumberSet.map((PhoneNumber) => ({ PhoneNumber, Code: 'Ok', Message: 'send success' }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Response: { SendStatusSet, RequestId: 'loopback' } }));
    });
  });
  await new Promise<void>((resolve) => tencent.listen(0, '127.0.0.1', resolve));
  tencentUrl = `http://127.0.0.1:${(tencent.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => tencent.close(resolve)));

describe('SMS codes as the second factor', () => {
  const t = useFileApp({ requireTwoFactor: false, ...LOOPBACK_ALLOWED });
  const { signIn, verify, status, enrolledUser } = twoFactorCalls(t);
  const lastCodeTo = (phone: string) => texts.filter((text) => text.phone.endsWith(phone)).at(-1)?.code;
  const sendSms = (token: string) => t.call('POST', '/user/twoFactor/sms', { token });

  it('is not offered while texts go to the outbox, which administrators read', async () => {
    const { id } = await enrolledUser('tf-outbox');
    await t.database.db.update(users).set({ phone: '13900000020' }).where(eq(users.id, id));
    const { token } = await signIn('tf-outbox');
    expect((await status(token)).smsPhone).toBeNull();
    expect((await sendSms(token)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.smsUnavailable));
  });

  it('finishes a password sign-in with a code sent to the phone, once; not an SMS sign-in', async () => {
    const settings = {
      provider: 'tencent', secretId: 'AKIDloopback', secretKey: 'loopback-key', region: 'ap-guangzhou', sdkAppId: '1400006666', signName: '一览人才',
      signInTemplateId: '1', changePhoneTemplateId: '2', resetPasswordTemplateId: '3', endpoint: tencentUrl,
    };
    expect((await t.call('POST', '/sms/settings', { token: t.admin, json: settings })).statusCode).toBe(200);
    const { id } = await enrolledUser('tf-sms');
    await t.database.db.update(users).set({ phone: '13900000021' }).where(eq(users.id, id));

    const { token } = await signIn('tf-sms');
    expect((await status(token)).smsPhone).toBe('139****0021');
    expect((await sendSms(token)).json()).toMatchObject({ code: 200, status_desc: MESSAGES.smsSent });
    const code = lastCodeTo('13900000021')!;
    expect((await verify(token, 'sms', code === '000000' ? '111111' : '000000')).json()).toMatchObject(refusedAs(MESSAGES.smsCodeWrong));
    expect((await verify(token, 'sms', code)).statusCode).toBe(200);
    const again = await signIn('tf-sms');
    expect((await verify(again.token, 'sms', code)).json()).toMatchObject(refusedAs(MESSAGES.smsCodeWrong));
  });

  it('asks the authenticator after a sign-in by SMS, the phone being proven already', async () => {
    const { id, secret } = await enrolledUser('tf-sms-login');
    await t.database.db.update(users).set({ phone: '13900000022' }).where(eq(users.id, id));
    const captchaId = (await t.call('GET', '/user/initCaptcha')).json().data as string;
    const captcha = (await t.cache.get(`captcha:${captchaId}`))!;
    expect((await t.call('POST', '/user/sendMsg', { json: { phone: '13900000022', captchaId, captcha } })).statusCode).toBe(200);
    const bySms = await t.call('POST', '/user/smsLogin', { json: { phone: '13900000022', code: lastCodeTo('13900000022') } });
    expect(bySms.json().data).toMatchObject({ secondFactor: true });
    const token = bySms.json().data.token as string;
    expect((await status(token)).smsPhone).toBeNull();
    expect((await sendSms(token)).json()).toMatchObject(refusedAs(MESSAGES.twoFactor.smsUnavailable));
    expect((await verify(token, 'sms', lastCodeTo('13900000022')!)).statusCode).toBe(400);
    expect((await verify(token, 'totp', codeAt(secret, now))).statusCode).toBe(200);
  });
});
