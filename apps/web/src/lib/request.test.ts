import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute, PUBLIC } from '@console/contract';
import { ApiError, call, configureRequests } from './request.ts';
import { i18n } from './i18n.ts';
import { json, ok, startScriptedServer, type Answer } from '../test/scripted-server.ts';

/** Each answer of the catalogue, produced by a scripted server. */
const answers: Record<string, Answer> = {
  '/ok': ok({ value: 1 }),
  '/echo': (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => json(res, 200, { code: 200, data: { method: req.method, url: req.url, auth: req.headers.authorization ?? null, language: req.headers['accept-language'] ?? null, type: req.headers['content-type'] ?? null, body }, status_desc: '' }));
  },
  '/code401': (_, res) => json(res, 200, { code: 401, data: null, status_desc: 'whatever' }),
  '/http401': (_, res) => json(res, 401, { code: 401, data: null, status_desc: '登录已失效，请重新登录' }),
  '/code403': (_, res) => json(res, 200, { code: 403, data: null, status_desc: '' }),
  '/http403': (_, res) => json(res, 403, { code: 403, data: null, status_desc: '没有用户管理的删除权限' }),
  '/code400': (_, res) => json(res, 400, { code: 400, data: { captchaRequired: true }, status_desc: '用户名或密码错误' }),
  '/bad-gateway': (_, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<h1>502 Bad Gateway</h1>');
  },
  '/hang': () => undefined,
};

let server: Awaited<ReturnType<typeof startScriptedServer>>;
const shown: string[] = [];
const signedOut = vi.fn();

const route = (path: string, method: 'GET' | 'POST' = 'GET') =>
  defineRoute({ method, path, base: 'root', access: PUBLIC, title: path, titleEn: path, summary: path, data: z.unknown(), body: z.record(z.string(), z.string()), query: z.record(z.string(), z.string()) });

beforeAll(async () => {
  server = await startScriptedServer(answers);
});
afterAll(() => server.close());
beforeEach(() => {
  shown.length = 0;
  signedOut.mockReset();
  configureRequests({ showError: (message) => shown.push(message), signedOut });
});

const fillSession = () => {
  for (const key of ['authorization', 'userInfo', 'AllPermissionList', 'sideMenu', 'roles', 'userType']) localStorage.setItem(key, 'x');
};

describe('request client', () => {
  it('resolves with data and sends the token, GET parameters in the query and POST bodies form-encoded', async () => {
    localStorage.setItem('authorization', 'the-token');
    expect(await call(route('/ok'))).toEqual({ value: 1 });
    const get = (await call(route('/echo'), { query: { a: '1', b: 'x y' } })) as Record<string, string>;
    expect(get).toMatchObject({ method: 'GET', url: '/echo?a=1&b=x+y', auth: 'the-token' });
    const post = (await call(route('/echo', 'POST'), { body: { username: 'admin', password: 'p&q' } })) as Record<string, string>;
    expect(post).toMatchObject({ method: 'POST', type: 'application/x-www-form-urlencoded', body: 'username=admin&password=p%26q' });
    const json = (await call({ ...route('/echo', 'POST'), bodyEncoding: 'json' }, { body: { tables: 'a' } })) as Record<string, string>;
    expect(json).toMatchObject({ type: 'application/json', body: '{"tables":"a"}' });
  });

  it('tells the server the reader’s language, in which it words its messages', async () => {
    expect(await call(route('/echo'))).toMatchObject({ language: 'zh-CN' });
    await i18n.changeLanguage('en-US');
    try {
      expect(await call(route('/echo'))).toMatchObject({ language: 'en-US' });
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });

  it.each(['/code401', '/http401'])('on %s clears the session keys, says the session expired and signs out', async (path) => {
    fillSession();
    await expect(call(route(path))).rejects.toMatchObject({ code: 401 });
    for (const key of ['authorization', 'userInfo', 'AllPermissionList', 'sideMenu', 'roles']) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('userType')).toBe('x');
    expect(shown).toEqual(['登录已失效，请重新登录']);
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('on 403 shows status_desc, or the default message when there is none', async () => {
    await expect(call(route('/http403'))).rejects.toMatchObject({ code: 403 });
    await expect(call(route('/code403'))).rejects.toMatchObject({ code: 403 });
    expect(shown).toEqual(['没有用户管理的删除权限', '对不起没有权限操作!']);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('shows status_desc of any other code and gives the caller its data', async () => {
    const error = await call(route('/code400')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: '用户名或密码错误', data: { captchaRequired: true } });
    expect(shown).toEqual(['用户名或密码错误']);
  });

  it('leaves a quiet call\'s refusal to its caller: no message, the same error', async () => {
    await expect(call(route('/code400'), { quiet: true })).rejects.toMatchObject({ code: 400, message: '用户名或密码错误' });
    await expect(call(route('/code403'), { quiet: true })).rejects.toMatchObject({ code: 403 });
    expect(shown).toEqual([]);
  });

  it('returns the body of other HTTP errors to the caller without a message', async () => {
    const error = await call(route('/bad-gateway')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 502, body: '<h1>502 Bad Gateway</h1>' });
    expect(shown).toEqual([]);
  });

  it('says 请求超时 when the request cannot be sent or takes too long', async () => {
    await expect(call(route('/hang'), { timeoutMs: 100 })).rejects.toMatchObject({ code: 0, message: '请求超时' });
    const { origin } = server;
    server.close();
    const unpointed = globalThis.fetch;
    globalThis.fetch = (input, init) => unpointed(`${origin}${String(input)}`, init);
    await expect(call(route('/ok'))).rejects.toMatchObject({ message: '请求超时' });
    server = await startScriptedServer(answers);
    expect(shown).toEqual(['请求超时', '请求超时']);
  });
});
