import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useFileApp } from '../../../test/harness.ts';

const t = useFileApp();

/** An application with a freshly issued sign-in secret. */
async function application(appId: string) {
  const created = await t.call('POST', '/product/save', { token: t.admin, form: { appId, productName: `应用 ${appId}` } });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as number;
  const issued = await t.call('POST', `/product/signInSecret/${id}`, { token: t.admin });
  expect(issued.statusCode, issued.body).toBe(200);
  return { id, appId, secret: issued.json().data.secret as string };
}

/** A link as the documentation tells an application to sign it. */
function signedLink(app: { appId: string; secret: string }, username: string, overrides: Partial<Record<'timestamp' | 'nonce' | 'sign', string>> = {}) {
  const link = { appId: app.appId, username, timestamp: String(Math.floor(Date.now() / 1000)), nonce: randomBytes(16).toString('hex'), ...overrides };
  const text = `appId=${link.appId}&nonce=${link.nonce}&timestamp=${link.timestamp}&username=${link.username}`;
  return { ...link, sign: overrides.sign ?? createHmac('sha256', app.secret).update(text).digest('hex') };
}

const loginSign = (link: Record<string, string>) => t.call('POST', '/user/loginSign', { json: link });

describe('signed sign-in', () => {
  it('signs a person in from a link the application signed, once', async () => {
    const oa = await application('oa-sign');
    await t.createUser('signed-user', 'Signed-pass-1');
    const link = signedLink(oa, 'signed-user');
    const signedIn = await loginSign(link);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await t.call('GET', '/user/info', { token: signedIn.json().data.token })).json().data.userName).toBe('signed-user');
    expect((await loginSign(link)).json()).toMatchObject({ code: 400, status_desc: '登录链接已使用过，请从应用重新进入' });
  });

  it('refuses a forged, stale or future link, a disabled application, an unknown user, and signs nobody in', async () => {
    const oa = await application('oa-refused');
    await t.createUser('signed-other', 'Signed-pass-2');
    const forged = { code: 400, status_desc: '登录链接的签名不正确' };
    expect((await loginSign(signedLink({ ...oa, secret: 'not-the-secret' }, 'signed-other'))).json()).toMatchObject(forged);
    // Signed for one user, sent for another.
    expect((await loginSign({ ...signedLink(oa, 'signed-other'), username: 'admin' })).json()).toMatchObject(forged);
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await loginSign(signedLink(oa, 'signed-other', { timestamp: stale }))).json()).toMatchObject({ code: 400, status_desc: '登录链接已过期，请从应用重新进入' });
    const future = String(Math.floor(Date.now() / 1000) + 6 * 60);
    expect((await loginSign(signedLink(oa, 'signed-other', { timestamp: future }))).json()).toMatchObject({ code: 400, status_desc: '登录链接已过期，请从应用重新进入' });
    expect((await loginSign(signedLink(oa, 'nobody-at-all'))).json()).toMatchObject({ code: 400, status_desc: '登录链接中的用户不存在或已停用' });
    expect((await loginSign(signedLink({ ...oa, appId: 'no-such-app' }, 'signed-other'))).json()).toMatchObject({ code: 400, status_desc: '该应用不存在、已停用或没有签名登录密钥' });
    const badNonce = await loginSign({ ...signedLink(oa, 'signed-other'), nonce: 'short' });
    expect(badNonce.statusCode).toBe(400);
    expect(badNonce.json().status_desc).toContain('nonce');

    await t.call('GET', `/product/changeStatus/${oa.id}/0`, { token: t.admin });
    expect((await loginSign(signedLink(oa, 'signed-other'))).json()).toMatchObject({ status_desc: '该应用不存在、已停用或没有签名登录密钥' });
    await t.call('GET', `/product/changeStatus/${oa.id}/1`, { token: t.admin });
    expect((await loginSign(signedLink(oa, 'signed-other'))).statusCode).toBe(200);
  });

  it('takes only the current secret: a new one replaces it, revoking ends it, and neither is ever answered again', async () => {
    const oa = await application('oa-rotate');
    await t.createUser('signed-rotate', 'Signed-pass-3');
    const reissued = await t.call('POST', `/product/signInSecret/${oa.id}`, { token: t.admin });
    const current = { ...oa, secret: reissued.json().data.secret as string };
    expect((await loginSign(signedLink(oa, 'signed-rotate'))).json()).toMatchObject({ status_desc: '登录链接的签名不正确' });
    expect((await loginSign(signedLink(current, 'signed-rotate'))).statusCode).toBe(200);

    const info = (await t.call('GET', `/product/info/${oa.id}`, { token: t.admin })).body;
    expect(info).not.toContain(current.secret);
    expect(JSON.parse(info).data.signInSecretIssuedAt).not.toBeNull();
    expect((await t.call('POST', `/product/signInSecret/${oa.id}/revoke`, { token: t.admin })).json().data).toEqual({ revoked: true });
    expect((await loginSign(signedLink(current, 'signed-rotate'))).json()).toMatchObject({ status_desc: '该应用不存在、已停用或没有签名登录密钥' });
    expect((await t.call('GET', `/product/info/${oa.id}`, { token: t.admin })).json().data.signInSecretIssuedAt).toBeNull();
    expect((await t.call('POST', '/product/signInSecret/999999', { token: t.admin })).statusCode).toBe(404);
  });
});
