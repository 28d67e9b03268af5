import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, MESSAGES } from '@console/contract';
import { MESSAGES_EN } from '@console/contract/messages.en';
import { type SocialProviderSettings } from '@console/contract/social';
import { LOOPBACK_ALLOWED, startTestApp, TEST_ADMIN_PASSWORD, useFileApp, type TestApp } from '../../../test/harness.ts';
import { users } from '../users/users.table.ts';
import { socialBindings, socialProviders } from './social.table.ts';

const t = useFileApp(LOOPBACK_ALLOWED);

// ---------------------------------------------------------------- helpers

async function providerSettings(provider: string): Promise<SocialProviderSettings> {
  const answer = await t.call('GET', '/social/providers', { token: t.admin });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as SocialProviderSettings[]).find((one) => one.provider === provider)!;
}

async function saveProvider(settings: Record<string, unknown>) {
  const saved = await t.call('POST', '/social/providers', { token: t.admin, json: { enabled: true, ...settings } });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data as SocialProviderSettings;
}

/** Starts a sign-in with a provider: its authorization address. */
async function startSignIn(provider: string, redirect?: string, language = 'zh-CN'): Promise<URL> {
  const started = await t.call('GET', `/social/${provider}/login`, { query: redirect ? { redirect } : {}, headers: { 'accept-language': language } });
  expect(started.statusCode, started.body).toBe(200);
  return new URL(started.json().data.url as string);
}

/** The parameters of the `/relate` page the callback sent the browser to. */
function relatePageOf(answer: LightMyRequestResponse): URLSearchParams {
  expect(answer.statusCode, answer.body).toBe(302);
  const location = new URL(answer.headers.location as string, 'http://localhost');
  expect(location.pathname).toBe('/relate');
  expect(answer.body).not.toMatch(/access_token|id_token/);
  return location.searchParams;
}

const callback = (provider: string, query: Record<string, string>, browserLanguage = 'zh-CN') =>
  t.call('GET', `/social/callback/${provider}`, { query, headers: { 'accept-language': browserLanguage } });
const getJWT = (code: string) => t.call('GET', '/social/relate/getJWT', { query: { code } });
const bind = (code: string, username: string, password: string) => t.call('POST', '/social/relate/bind', { json: { code, username, password } });

async function expectSignedInAs(token: string, username: string) {
  const info = await t.call('GET', '/user/info', { token });
  expect(info.statusCode, info.body).toBe(200);
  expect(info.json().data.userName).toBe(username);
}

const boundTo = async (subject: string) =>
  (await t.database.db.select({ userId: socialBindings.userId }).from(socialBindings).where(eq(socialBindings.subject, subject))).map((row) => row.userId);

/** A loopback server standing in for a provider; `seen` holds each request with its body. */
async function fakeProvider(answer: (request: IncomingMessage, body: string, response: ServerResponse) => void) {
  const seen: { path: string; body: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ path: request.url!, body, headers: request.headers });
      answer(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const json = (response: ServerResponse, value: unknown, contentType = 'application/json') => {
  response.writeHead(200, { 'content-type': contentType });
  response.end(JSON.stringify(value));
};

async function closedPort(): Promise<number> {
  const fake = await fakeProvider(() => undefined);
  const port = Number(new URL(fake.url).port);
  await fake.close();
  return port;
}

// ---------------------------------------------------------------- a second console as the OpenID provider

describe('signing in with an OpenID Connect provider (a second console)', () => {
  let idp: TestApp;
  let issuerAddress: string;

  /** A call to the provider over HTTP. */
  async function atProvider(path: string, { token, query, form }: { token?: string; query?: URLSearchParams; form?: Record<string, string> } = {}) {
    const url = new URL(`${issuerAddress}${API_BASE}${path}`);
    if (query) url.search = query.toString();
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET', body: form && new URLSearchParams(form),
      headers: { ...(token && { authorization: token }), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
    });
    return (await response.json()) as { code: number; data: Record<string, unknown>; status_desc: string };
  }

  /** A person of the provider, signed in there. */
  async function providerPerson(username: string): Promise<string> {
    await idp.createUser(username, 'Idp-pass-12');
    const signedIn = await atProvider('/user/login', { form: { username, password: 'Idp-pass-12' } });
    expect(signedIn.code, signedIn.status_desc).toBe(200);
    return signedIn.data.token as string;
  }

  /** The whole browser trip: start, the provider's authorize step as its page does it, the callback; the `/relate` parameters. */
  async function signInAtProvider(personToken: string, redirect?: string): Promise<URLSearchParams> {
    const authorizeUrl = await startSignIn('oidc', redirect);
    const answered = await atProvider('/oauth2/authorize', { token: personToken, query: authorizeUrl.searchParams });
    expect(answered.code, answered.status_desc).toBe(200);
    const back = new URL(answered.data.redirect as string);
    return relatePageOf(await callback('oidc', Object.fromEntries(back.searchParams)));
  }

  beforeAll(async () => {
    idp = await startTestApp();
    issuerAddress = await idp.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await idp.login('admin', TEST_ADMIN_PASSWORD);
    const { callbackUrl } = await providerSettings('oidc');
    const { secret } = (await idp.call('GET', '/client/getSecretKey', { token: admin })).json().data as { secret: string };
    const registered = await idp.call('POST', '/client/add', {
      token: admin,
      json: { name: '人才服务控制台', redirectUris: [callbackUrl], scopes: ['openid', 'profile'], autoApproveScopes: ['openid', 'profile'], secret },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await saveProvider({
      provider: 'oidc', displayName: '集团统一认证', clientId: registered.json().data.clientId, clientSecret: secret, issuer: `${issuerAddress}${API_BASE}/oauth2`,
    });
  });
  afterAll(() => idp?.close());

  it('binds an identity once with a password, then signs in straight away; each code signs in once', async () => {
    await t.createUser('social-alice', 'Social-pass-1');
    const person = await providerPerson('idp-alice');
    const relate = await signInAtProvider(person, '/sys/user-manage');
    expect(Object.fromEntries(relate)).toMatchObject({ redirect: '/sys/user-manage' });
    const code = relate.get('code')!;

    expect((await getJWT(code)).json().data).toEqual({ bound: false, provider: 'oidc', displayName: 'idp-alice', avatar: '' });
    const bound = await bind(code, 'social-alice', 'Social-pass-1');
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toMatchObject({ status_desc: '绑定成功', data: { mustChangePassword: false } });
    await expectSignedInAs(bound.json().data.token, 'social-alice');
    expect((await getJWT(code)).json()).toMatchObject({ code: 400, status_desc: '第三方登录凭证无效、已使用或已过期，请重新发起第三方登录' });

    const again = (await signInAtProvider(person)).get('code')!;
    const signedIn = await getJWT(again);
    expect(signedIn.json().data).toMatchObject({ bound: true, mustChangePassword: false });
    await expectSignedInAs(signedIn.json().data.token, 'social-alice');
    expect((await getJWT(again)).statusCode).toBe(400);
    expect((await bind(again, 'social-alice', 'Social-pass-1')).statusCode).toBe(400);
  });

  it('lands an account with a second factor at its second step; the provider\'s own unfinished sessions authorize nothing', async () => {
    const id = await t.createUser('social-second', 'Social-pass-2');
    // What enrolment leaves on the account row, all that a sign-in reads of it.
    await t.database.db.update(users).set({ twoFactorSince: new Date() }).where(eq(users.id, id));
    const person = await providerPerson('idp-second');
    const bound = await bind((await signInAtProvider(person)).get('code')!, 'social-second', 'Social-pass-2');
    expect(bound.json().data).toMatchObject({ secondFactor: true });
    const signedIn = await getJWT((await signInAtProvider(person)).get('code')!);
    expect(signedIn.json().data).toMatchObject({ bound: true, secondFactor: true });
    expect((await t.call('GET', '/user/info', { token: signedIn.json().data.token })).json().data.signInStep).toBe('secondFactor');

    // This console as the OpenID provider: a session owing its second factor consents to nothing.
    await idp.database.db.update(users).set({ twoFactorSince: new Date() }).where(eq(users.username, 'idp-second'));
    const unfinished = await atProvider('/user/login', { form: { username: 'idp-second', password: 'Idp-pass-12' } });
    expect(unfinished.data.secondFactor).toBe(true);
    const refused = await atProvider('/oauth2/authorize', { token: unfinished.data.token as string, query: (await startSignIn('oidc')).searchParams });
    expect(refused).toMatchObject({ code: 403, status_desc: MESSAGES.unfinishedSignIn.secondFactor });
  });

  it('refuses a state that does not match, or comes back twice, and binds nothing', async () => {
    const person = await providerPerson('idp-state');
    const authorizeUrl = await startSignIn('oidc');
    const answered = await atProvider('/oauth2/authorize', { token: person, query: authorizeUrl.searchParams });
    const back = Object.fromEntries(new URL(answered.data.redirect as string).searchParams);
    const refusedState = { error: '登录请求无效、已使用或已过期，请重新发起第三方登录' };

    expect(Object.fromEntries(relatePageOf(await callback('oidc', { ...back, state: 'not-the-state' })))).toEqual(refusedState);
    const { state: _state, ...withoutState } = back;
    expect(Object.fromEntries(relatePageOf(await callback('oidc', withoutState)))).toEqual(refusedState);
    // Another provider's callback does not take it, and spends it.
    expect(Object.fromEntries(relatePageOf(await callback('github', back)))).toEqual(refusedState);
    expect(Object.fromEntries(relatePageOf(await callback('oidc', back)))).toEqual(refusedState);

    const fresh = await startSignIn('oidc');
    const freshBack = Object.fromEntries(new URL((await atProvider('/oauth2/authorize', { token: person, query: fresh.searchParams })).data.redirect as string).searchParams);
    expect(relatePageOf(await callback('oidc', freshBack)).get('code')).toBeTruthy();
    expect(Object.fromEntries(relatePageOf(await callback('oidc', freshBack)))).toEqual(refusedState);
    const subject = String((await idp.database.db.execute(`select id from users where username = 'idp-state'`) as unknown as { rows: { id: number }[] }).rows[0]!.id);
    expect(await boundTo(subject)).toEqual([]);
  });

  it('refuses an identity bound to another account (409) and a wrong password, binding nothing', async () => {
    await t.createUser('social-bob', 'Social-pass-2');
    await t.createUser('social-carol', 'Social-pass-3');
    const person = await providerPerson('idp-bob');
    expect((await bind((await signInAtProvider(person)).get('code')!, 'social-bob', 'Social-pass-2')).statusCode).toBe(200);

    const taken = await bind((await signInAtProvider(person)).get('code')!, 'social-carol', 'Social-pass-3');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status_desc).toBe('该集团统一认证账号已绑定其他用户，请先在原用户中解除绑定');

    const other = await providerPerson('idp-dave');
    const code = (await signInAtProvider(other)).get('code')!;
    const badSignIn = await t.call('POST', '/user/login', { form: { username: 'social-carol', password: 'wrong-password' } });
    for (const [username, password] of [['social-carol', 'wrong-password'], ['nobody-here', 'Social-pass-3'], ['social-bob', 'Social-pass-3']]) {
      const refused = await bind(code, username!, password!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().status_desc).toBe(badSignIn.json().status_desc);
    }
    expect((await getJWT(code)).json().data).toMatchObject({ bound: false });
    const carol = await bind(code, 'social-carol', 'Social-pass-3');
    expect(carol.statusCode, carol.body).toBe(200);
    expect((await t.call('GET', '/social/mine', { token: await t.login('social-bob', 'Social-pass-2') })).json().data).toHaveLength(1);
  });

  it('spends a code after five wrong passwords', async () => {
    await t.createUser('social-erin', 'Social-pass-4');
    const code = (await signInAtProvider(await providerPerson('idp-erin'))).get('code')!;
    for (let i = 0; i < 5; i++) expect((await bind(code, 'social-erin', `wrong-${i}`)).statusCode).toBe(400);
    expect((await bind(code, 'social-erin', 'Social-pass-4')).json().status_desc).toBe('第三方登录凭证无效、已使用或已过期，请重新发起第三方登录');
  });

  it('answers 400 with the reason when the provider cannot be reached to start', async () => {
    const kept = await providerSettings('oidc');
    await saveProvider({ provider: 'oidc', displayName: kept.displayName, clientId: kept.clientId, issuer: `http://127.0.0.1:${await closedPort()}/oauth2` });
    const started = await t.call('GET', '/social/oidc/login');
    expect(started.statusCode).toBe(400);
    expect(started.json().status_desc).toMatch(/^无法连接 集团统一认证：ECONNREFUSED/);
  });
});

// ---------------------------------------------------------------- GitHub and WeChat, faked on the loopback

describe('GitHub', () => {
  it('exchanges the code with the secret and the PKCE verifier, and reads the numeric id', async () => {
    const github = await fakeProvider((request, body, response) => {
      if (request.url === '/login/oauth/access_token') {
        const form = new URLSearchParams(body);
        const good = form.get('code') === 'good-code' && form.get('client_secret') === 'gh-secret-1' && form.get('code_verifier');
        return json(response, good ? { access_token: 'gho_token', token_type: 'bearer', scope: 'read:user' } : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
      }
      if (request.url === '/user' && request.headers.authorization === 'Bearer gho_token') {
        return json(response, { id: 5_551_234, login: 'octo-zhang', name: '张伟', avatar_url: 'https://avatars.example/u/5551234' });
      }
      response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Bad credentials' }));
    });
    try {
      const saved = await saveProvider({ provider: 'github', displayName: 'GitHub', clientId: 'gh-client', clientSecret: 'gh-secret-1', endpoint: github.url });
      const authorizeUrl = await startSignIn('github');
      expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
      expect(authorizeUrl.searchParams.get('client_id')).toBe('gh-client');
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(saved.callbackUrl);
      const state = authorizeUrl.searchParams.get('state')!;

      const code = relatePageOf(await callback('github', { code: 'good-code', state })).get('code')!;
      expect((await getJWT(code)).json().data).toEqual({ bound: false, provider: 'github', displayName: '张伟', avatar: 'https://avatars.example/u/5551234' });
      const verifier = new URLSearchParams(github.seen.find((one) => one.path === '/login/oauth/access_token')!.body).get('code_verifier')!;
      expect(createHash('sha256').update(verifier).digest('base64url')).toBe(authorizeUrl.searchParams.get('code_challenge'));
      await t.createUser('social-gh', 'Social-pass-5');
      expect((await bind(code, 'social-gh', 'Social-pass-5')).statusCode).toBe(200);
      expect(await boundTo('5551234')).toHaveLength(1);

      const refusedState = (await startSignIn('github')).searchParams.get('state')!;
      expect(relatePageOf(await callback('github', { code: 'stale-code', state: refusedState })).get('error')).toBe('GitHub 拒绝了登录：The code passed is incorrect or expired.');
      const deniedState = (await startSignIn('github')).searchParams.get('state')!;
      expect(relatePageOf(await callback('github', { error: 'access_denied', error_description: 'The user has denied your application access.', state: deniedState })).get('error'))
        .toBe('GitHub 拒绝了登录：The user has denied your application access.');
    } finally {
      await github.close();
    }
  });

  it('tells a provider that is down on /relate, never a 500', async () => {
    await saveProvider({ provider: 'github', displayName: 'GitHub', clientId: 'gh-client', endpoint: `http://127.0.0.1:${await closedPort()}` });
    const state = (await startSignIn('github')).searchParams.get('state')!;
    expect(relatePageOf(await callback('github', { code: 'any', state })).get('error')).toBe('无法连接 GitHub：ECONNREFUSED');
  });

  it('tells a refusal in the language the sign-in started in, or the browser\'s when no sign-in is known', async () => {
    await saveProvider({ provider: 'github', displayName: 'GitHub', clientId: 'gh-client', endpoint: `http://127.0.0.1:${await closedPort()}` });
    const state = (await startSignIn('github', undefined, 'en-US')).searchParams.get('state')!;
    expect(relatePageOf(await callback('github', { code: 'any', state })).get('error')).toBe('Cannot reach GitHub: ECONNREFUSED');
    expect(relatePageOf(await callback('github', { code: 'any', state: 'never-issued' }, 'en-GB,en;q=0.9')).get('error')).toBe(MESSAGES_EN.social.stateInvalid);
    expect(relatePageOf(await callback('github', { code: 'any', state: 'never-issued' })).get('error')).toBe(MESSAGES.social.stateInvalid);
  });
});

describe('WeChat', () => {
  it('exchanges the code with the AppSecret and takes the unionid as the identity', async () => {
    const weChat = await fakeProvider((request, _body, response) => {
      const url = new URL(request.url!, 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      // WeChat answers JSON as text/plain.
      if (url.pathname === '/sns/oauth2/access_token' && query.code === 'wx-code' && query.secret === 'wx-secret' && query.appid === 'wx-app') {
        return json(response, { access_token: 'wx-token', expires_in: 7200, refresh_token: 'r', openid: 'o-open-1', scope: 'snsapi_login', unionid: 'u-union-1' }, 'text/plain');
      }
      if (url.pathname === '/sns/userinfo' && query.access_token === 'wx-token' && query.openid === 'o-open-1') {
        return json(response, { openid: 'o-open-1', nickname: '小微', headimgurl: 'https://wx.example/head.png', unionid: 'u-union-1' }, 'text/plain');
      }
      json(response, { errcode: 40029, errmsg: 'invalid code' }, 'text/plain');
    });
    try {
      await saveProvider({ provider: 'wechat', displayName: '微信', clientId: 'wx-app', clientSecret: 'wx-secret', endpoint: weChat.url });
      const authorizeUrl = await startSignIn('wechat');
      expect(`${authorizeUrl.origin}${authorizeUrl.pathname}${authorizeUrl.hash}`).toBe(`${weChat.url}/connect/qrconnect#wechat_redirect`);
      expect(authorizeUrl.searchParams.get('appid')).toBe('wx-app');
      expect(authorizeUrl.searchParams.get('scope')).toBe('snsapi_login');

      const code = relatePageOf(await callback('wechat', { code: 'wx-code', state: authorizeUrl.searchParams.get('state')! })).get('code')!;
      expect((await getJWT(code)).json().data).toEqual({ bound: false, provider: 'wechat', displayName: '小微', avatar: 'https://wx.example/head.png' });
      await t.createUser('social-wx', 'Social-pass-6');
      expect((await bind(code, 'social-wx', 'Social-pass-6')).statusCode).toBe(200);
      expect(await boundTo('u-union-1')).toHaveLength(1);

      const state = (await startSignIn('wechat')).searchParams.get('state')!;
      expect(relatePageOf(await callback('wechat', { code: 'other', state })).get('error')).toBe('微信 拒绝了登录：40029 invalid code');
      // The product's name of the provider reads in English on an English sign-in page.
      const available = await t.call('GET', '/social/available', { headers: { 'accept-language': 'en' } });
      expect(available.json().data).toContainEqual({ provider: 'wechat', displayName: 'WeChat' });
    } finally {
      await weChat.close();
    }
  });
});

// ---------------------------------------------------------------- settings and bindings

describe('provider settings', () => {
  it('masks the secret in answers, seals it at rest, keeps it when the mask is saved, and needs 编辑 to save', async () => {
    await saveProvider({ provider: 'wechat', displayName: '微信扫码', clientId: 'wx-masked', clientSecret: 'wx-plain-secret-42', endpoint: '' });
    const listed = await t.call('GET', '/social/providers', { token: t.admin });
    expect(listed.body).not.toContain('wx-plain-secret-42');
    expect(await providerSettings('wechat')).toMatchObject({ clientSecret: '******', displayName: '微信扫码', endpoint: '', enabled: true });
    const sealed = async () => (await t.database.db.select().from(socialProviders).where(eq(socialProviders.provider, 'wechat')))[0]!.secretSealed;
    const before = await sealed();
    expect(before).toMatch(/^v1:/);
    expect(before).not.toContain('wx-plain-secret-42');
    await saveProvider({ provider: 'wechat', displayName: '微信扫码', clientId: 'wx-masked', clientSecret: '******', endpoint: '' });
    expect(await sealed()).toBe(before);
    expect((await t.call('GET', '/social/available')).json().data).toContainEqual({ provider: 'wechat', displayName: '微信扫码' });

    const viewer = await t.login(...(await viewerOf('social-viewer')));
    expect((await t.call('GET', '/social/providers', { token: viewer })).statusCode).toBe(200);
    expect((await t.call('POST', '/social/providers', { token: viewer, json: { provider: 'wechat', enabled: false, displayName: 'x', clientId: 'x' } })).statusCode).toBe(403);
    const insecure = await t.call('POST', '/social/providers', { token: t.admin, json: { provider: 'oidc', enabled: true, displayName: 'x', clientId: 'x', clientSecret: 'y', issuer: 'http://idp.example.com' } });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().status_desc).toContain('issuer');
  });

  it('refuses to start with a provider that is not enabled', async () => {
    await saveProvider({ provider: 'wechat', enabled: false, displayName: '微信', clientId: 'wx-app', endpoint: '' });
    expect((await t.call('GET', '/social/wechat/login')).json()).toMatchObject({ code: 400, status_desc: '微信登录未启用' });
  });
});

async function viewerOf(username: string): Promise<[string, string]> {
  await t.createUser(username, 'Social-pass-9', { 'social-manage': ['view'] });
  return [username, 'Social-pass-9'];
}

describe('bindings', () => {
  async function bound(username: string, subject: string, provider: 'github' | 'wechat' = 'github') {
    const userId = await t.createUser(username, 'Social-pass-7');
    const [row] = await t.database.db.insert(socialBindings).values({ userId, provider, subject, displayName: `${username} 的账号` }).returning();
    return { userId, id: row!.id, token: await t.login(username, 'Social-pass-7') };
  }

  it('lists, searches by user and provider, and unbinds for administrators', async () => {
    const frank = await bound('social-frank', 'gh-frank');
    await bound('social-grace', 'wx-grace', 'wechat');
    const list = async (query: Record<string, string>, token = t.admin) => t.call('GET', '/social/findByCondition', { token, query });
    const byUser = (await list({ user: 'social-fr' })).json().data;
    expect(byUser).toMatchObject({ total: 1, records: [{ id: frank.id, username: 'social-frank', name: 'social-frank', provider: 'github', subject: 'gh-frank' }] });
    const wechatOnes = (await list({ provider: 'wechat', user: 'social-' })).json().data.records as { username: string }[];
    expect(wechatOnes.map((one) => one.username)).toContain('social-grace');
    expect(wechatOnes.map((one) => one.username)).not.toContain('social-frank');
    expect((await list({ provider: 'weibo' })).statusCode).toBe(400);

    const [viewerName, viewerPassword] = await viewerOf('social-viewer-2');
    const viewer = await t.login(viewerName, viewerPassword);
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await t.call('POST', '/social/delByIds', { token: viewer, json: { ids: [frank.id] } })).statusCode).toBe(403);
    expect((await t.call('GET', '/social/findByCondition', { token: frank.token })).statusCode).toBe(403);
    const deleted = await t.call('POST', '/social/delByIds', { token: t.admin, json: { ids: [frank.id] } });
    expect(deleted.json().data).toEqual({ deleted: 1 });
    expect(await boundTo('gh-frank')).toEqual([]);
  });

  it("shows a user their own bindings and lets them unbind those, never another's", async () => {
    const heidi = await bound('social-heidi', 'gh-heidi');
    const ivan = await bound('social-ivan', 'gh-ivan');
    const mine = (await t.call('GET', '/social/mine', { token: heidi.token })).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: heidi.id, provider: 'github', displayName: 'social-heidi 的账号' })]);
    expect(mine[0]).not.toHaveProperty('subject');

    const other = await t.call('POST', '/social/mine/unbind', { token: heidi.token, json: { id: ivan.id } });
    expect(other.json()).toMatchObject({ code: 404, status_desc: '社交账号绑定不存在' });
    expect(await boundTo('gh-ivan')).toEqual([ivan.userId]);
    const own = await t.call('POST', '/social/mine/unbind', { token: heidi.token, json: { id: heidi.id } });
    expect(own.json()).toMatchObject({ code: 200, status_desc: '已解除绑定' });
    expect((await t.call('GET', '/social/mine', { token: heidi.token })).json().data).toEqual([]);
    expect((await t.call('GET', '/social/mine')).statusCode).toBe(401);
  });
});
