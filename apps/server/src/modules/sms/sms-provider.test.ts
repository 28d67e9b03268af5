import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../crud/audit.table.ts';
import { LOOPBACK_ALLOWED, useFileApp } from '../../../test/harness.ts';
import { smsCodes, smsOutbox, smsSettings } from './sms.table.ts';

const PASSWORD = 'Sms-pass-1';
const SECRET_ID = 'AKIDloopback0123456789';
const SECRET_KEY = 'loopback-secret-key-0123456789';
const TEMPLATES = { signInTemplateId: '100001', changePhoneTemplateId: '100002', resetPasswordTemplateId: '100003' };

/** A call the loopback Tencent Cloud received, and whether its signature held. */
interface Received {
  headers: IncomingHttpHeaders;
  body: { PhoneNumberSet: string[]; SmsSdkAppId: string; SignName: string; TemplateId: string; TemplateParamSet: string[] };
  signed: boolean;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacSha256 = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();
const AUTHORIZATION = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * Tencent Cloud's check of a call, step by step as its "Signature v3" documentation describes the
 * TC3-HMAC-SHA256 signature; written here rather than taken from the sender, so that both would have
 * to misread the documentation alike for a wrong signer to pass.
 */
function signatureHolds(headers: IncomingHttpHeaders, payload: string): boolean {
  const [, secretId, date, service, signedHeaders, signature] = AUTHORIZATION.exec(String(headers.authorization)) ?? [];
  const timestamp = Number(headers['x-tc-timestamp']);
  if (secretId !== SECRET_ID || service !== 'sms' || !signedHeaders || !signature) return false;
  // The credential's date is the UTC day of X-TC-Timestamp, which is at most five minutes off.
  if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return false;
  // 1. CanonicalRequest: method, URI, query, each signed header `name:value` in lower case, the signed header names, the payload's hash.
  const canonicalHeaders = names.map((name) => `${name}:${String(headers[name] ?? '').trim().toLowerCase()}\n`).join('');
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256Hex(payload)}`;
  // 2. StringToSign: algorithm, timestamp, credential scope, the canonical request's hash.
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256Hex(canonicalRequest)}`;
  // 3. The key derived from "TC3" + SecretKey for the date, the service and "tc3_request"; the signature in hex.
  const secretDate = hmacSha256(`TC3${SECRET_KEY}`, date);
  const secretSigning = hmacSha256(hmacSha256(secretDate, service), 'tc3_request');
  const expected = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Answers as SendSms does, always HTTP 200: a status per phone, or the error when the signature does not hold. */
function answerOf({ headers, body, signed }: Received) {
  const RequestId = 'loopback-request';
  if (!signed) {
    return { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated. Please check your signature is correct.' }, RequestId } };
  }
  const wellFormed = headers['x-tc-action'] === 'SendSms' && headers['x-tc-version'] === '2021-01-11' && headers['x-tc-region'] === 'ap-guangzhou';
  if (!wellFormed) return { Response: { Error: { Code: 'InvalidParameter', Message: 'unexpected action, version or region' }, RequestId } };
  const SendStatusSet = body.PhoneNumberSet.map((PhoneNumber) => ({
    SerialNo: '5000:1045710669157053657849499619', PhoneNumber, Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN',
  }));
  return { Response: { SendStatusSet, RequestId } };
}

/** Tencent Cloud SMS on the loopback: every call kept in `received`. */
const received: Received[] = [];
let tencent: Server;
let tencentUrl = '';
let closedUrl = '';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  tencent = createServer((request, response) => {
    let payload = '';
    request.on('data', (chunk: Buffer) => (payload += chunk.toString('utf8')));
    request.on('end', () => {
      const call: Received = { headers: request.headers, body: JSON.parse(payload) as Received['body'], signed: signatureHolds(request.headers, payload) };
      received.push(call);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answerOf(call)));
    });
  });
  tencentUrl = await listen(tencent);
  // A port that was just free and is closed again: nothing answers there.
  const closed = createServer();
  closedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => new Promise((resolve) => tencent.close(resolve)));
beforeEach(() => {
  received.length = 0;
});

const t = useFileApp(LOOPBACK_ALLOWED);

const tencentSettings = (overrides: Record<string, string> = {}) => ({
  provider: 'tencent', secretId: SECRET_ID, secretKey: SECRET_KEY, region: 'ap-guangzhou', sdkAppId: '1400006666',
  signName: '一览人才', endpoint: tencentUrl, ...TEMPLATES, ...overrides,
});
const save = (json: object, token = t.admin) => t.call('POST', '/sms/settings', { token, json });
async function saved(json: object) {
  const response = await save(json);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const settingsRow = async () => (await t.database.db.select().from(smsSettings))[0];
const sendTest = (phone: string) => t.call('POST', '/sms/settings/test', { token: t.admin, json: { phone } });

async function solvedCaptcha() {
  const captchaId = (await t.call('GET', '/user/initCaptcha')).json().data as string;
  return { captchaId, captcha: (await t.cache.get(`captcha:${captchaId}`))! };
}
const sendSignInCode = async (phone: string) => t.call('POST', '/user/sendMsg', { json: { phone, ...(await solvedCaptcha()) } });
async function userWithPhone(username: string, phone: string) {
  const id = await t.createUser(username, PASSWORD);
  expect((await t.call('POST', '/user/update', { token: t.admin, json: { id, phone } })).statusCode).toBe(200);
}
const outboxOf = (phone: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
const codesOf = (phone: string) => t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

describe('SMS provider settings', () => {
  it('starts on the outbox, with Tencent Cloud\'s address offered', async () => {
    const read = await t.call('GET', '/sms/settings', { token: t.admin });
    expect(read.json().data).toMatchObject({ provider: 'outbox', secretKey: '', endpoint: 'https://sms.tencentcloudapi.com', updatedAt: null });
  });

  it('saves Tencent settings with the secret key sealed and answered masked; the mask keeps it; audited without it', async () => {
    const answer = await saved(tencentSettings());
    expect(answer).toMatchObject({ provider: 'tencent', secretId: SECRET_ID, secretKey: '******', endpoint: tencentUrl, ...TEMPLATES });
    const row = (await settingsRow())!;
    expect(row.secretSealed).not.toContain(SECRET_KEY);
    expect(row.secretSealed).toMatch(/^v1:/);
    expect((await t.call('GET', '/sms/settings', { token: t.admin })).json().data.secretKey).toBe('******');

    await saved(tencentSettings({ secretKey: '******', signName: '一览' }));
    expect((await settingsRow())!.secretSealed).toBe(row.secretSealed);
    await saved(tencentSettings({ secretKey: '' }));
    expect((await settingsRow())!.secretSealed).toBe(row.secretSealed);

    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.target, 'smsSettings'), eq(auditLog.action, 'update')));
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(audits)).not.toContain(SECRET_KEY);
    expect(audits.at(-2)!.changes).toMatchObject({ signName: ['一览人才', '一览'] });
  });

  it('refuses bad settings with 400 naming the field, changing nothing', async () => {
    await saved(tencentSettings());
    const before = await settingsRow();
    for (const [field, value] of [['region', 'Guangzhou!'], ['endpoint', 'ftp://127.0.0.1/'], ['signInTemplateId', 'abc'], ['secretId', 'AKID\r\nX-Evil: 1']]) {
      const refused = await save(tencentSettings({ [field!]: value! }));
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().status_desc).toContain(field);
    }
    expect((await save({ provider: 'aliyun' })).statusCode).toBe(400);
    expect(await settingsRow()).toEqual(before);
  });

  it('refuses Tencent settings without a secret key when none is saved', async () => {
    await t.database.db.delete(smsSettings);
    const refused = await save(tencentSettings({ secretKey: '' }));
    expect(refused.json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('secretKey') });
    expect(await settingsRow()).toBeUndefined();
  });

  it('lets holders of the page read the settings, and only holders of 编辑 change or try them', async () => {
    await t.createUser('sms-settings-viewer', PASSWORD, { 'sms-outbox': ['view'] });
    const token = await t.login('sms-settings-viewer', PASSWORD);
    expect((await t.call('GET', '/sms/settings', { token })).statusCode).toBe(200);
    expect((await save({ provider: 'outbox' }, token)).statusCode).toBe(403);
    expect((await t.call('POST', '/sms/settings/test', { token, json: { phone: '13900000100' } })).statusCode).toBe(403);
  });
});

describe('texts through Tencent Cloud SMS', () => {
  it('sends a test text through the saved provider', async () => {
    await saved(tencentSettings());
    const sent = await sendTest('13900000101');
    expect(sent.json(), sent.body).toMatchObject({ code: 200, status_desc: '测试短信已发送' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ signed: true, body: { PhoneNumberSet: ['+8613900000101'], TemplateId: '100001', SmsSdkAppId: '1400006666', SignName: '一览人才' } });
  });

  it('sends a sign-in code with its template and parameters, none to the outbox, and the code signs in', async () => {
    await saved(tencentSettings());
    await userWithPhone('sms-tencent', '13900000102');
    const sent = await sendSignInCode('13900000102');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(received).toHaveLength(1);
    const [{ body, signed }] = received as [Received];
    expect(signed).toBe(true);
    expect(body).toMatchObject({ PhoneNumberSet: ['+8613900000102'], TemplateId: '100001', TemplateParamSet: [expect.stringMatching(/^\d{6}$/), '5'] });
    expect(await outboxOf('13900000102')).toEqual([]);

    const signedIn = await t.call('POST', '/user/smsLogin', { json: { phone: '13900000102', code: body.TemplateParamSet[0] } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('tells a refused signature (a wrong secret key) clearly, and keeps no code that was not sent', async () => {
    await saved(tencentSettings({ secretKey: 'not-the-secret-key' }));
    const tried = await sendTest('13900000103');
    expect(tried.json()).toMatchObject({ code: 400, status_desc: expect.stringContaining('腾讯云短信') });
    expect(tried.json().status_desc).toContain('AuthFailure.SignatureFailure');

    await userWithPhone('sms-refused', '13900000104');
    const sent = await sendSignInCode('13900000104');
    expect(sent.statusCode).toBe(503);
    expect(sent.json().status_desc).toMatch(/^短信服务“腾讯云短信”暂不可用，验证码未发送：AuthFailure\.SignatureFailure/);
    expect(received.map((call) => call.signed)).toEqual([false, false]);
    expect(await codesOf('13900000104')).toEqual([]);
    expect(await outboxOf('13900000104')).toEqual([]);
  });

  it('answers 503 naming the provider when it cannot be reached; the outbox page still works', async () => {
    await saved(tencentSettings({ endpoint: closedUrl }));
    await userWithPhone('sms-down', '13900000105');
    const sent = await sendSignInCode('13900000105');
    expect(sent.json()).toMatchObject({ code: 503, status_desc: '短信服务“腾讯云短信”暂不可用，验证码未发送：无法连接（ECONNREFUSED）' });
    expect(await codesOf('13900000105')).toEqual([]);
    expect((await sendTest('13900000105')).json().status_desc).toContain('无法连接（ECONNREFUSED）');
    const inEnglish = await t.call('POST', '/sms/settings/test', { token: t.admin, json: { phone: '13900000105' }, headers: { 'accept-language': 'en' } });
    expect(inEnglish.json().status_desc).toBe('The SMS service “Tencent Cloud SMS” could not send the test message: cannot connect (ECONNREFUSED)');
    expect((await t.call('GET', '/sms/outbox', { token: t.admin })).statusCode).toBe(200);
  });

  it('goes back to the outbox on choosing it, keeping the Tencent settings for later', async () => {
    await saved(tencentSettings());
    expect(await saved({ provider: 'outbox' })).toMatchObject({ provider: 'outbox', secretId: SECRET_ID, secretKey: '******', ...TEMPLATES });
    await userWithPhone('sms-back', '13900000106');
    expect((await sendSignInCode('13900000106')).statusCode).toBe(200);
    expect(received).toEqual([]);
    expect(await outboxOf('13900000106')).toHaveLength(1);
  });
});
