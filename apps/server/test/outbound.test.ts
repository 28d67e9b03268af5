import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@console/contract';
import { addPartner, addRoute, listenOnLoopback, type Partner } from '../src/modules/open-platform/gateway.test-support.ts';
import { startSoapServer, type SoapTestServer } from '../src/modules/web-services/web-services.test-support.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness.ts';
import { snapshotOf } from './quality/snapshot.ts';

/**
 * The destination policy on every outbound path, through the API: servers on the loopback stand for
 * internal services (Redis, a metadata service) and record each connection, so that "refused" means
 * that nothing connected, not only that an error came back.
 */

/** A server on the loopback counting the connections made to it. */
interface Listener {
  port: number;
  readonly connections: number;
  close(): Promise<void>;
}

async function startListener(answer: RequestListener): Promise<Listener> {
  const server = createServer(answer);
  let connections = 0;
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** Each answer closes its connection, so that every call to a listener opens one of its own: pools keep none. */
const notFound: RequestListener = (_request, response) => response.writeHead(404, { 'content-type': 'application/json', connection: 'close' }).end('{}');

/** A port of the loopback where nothing listens. */
async function portWithNothing(): Promise<number> {
  const listener = await startListener(notFound);
  await listener.close();
  return listener.port;
}

/** What a caller is told: the status, and `status_desc` (the gateway's `message`). */
interface Answer { status: number; message: string }

const answerOf = (response: LightMyRequestResponse): Answer => ({ status: response.statusCode, message: response.json().status_desc });

async function dataOf<T>(answer: Promise<LightMyRequestResponse>): Promise<T> {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

/** An app with its admin signed in and a partner of its open gateway. */
interface Caller { app: TestApp; admin: string; partner: Partner }

async function callerOf(app: TestApp): Promise<Caller> {
  const admin = await app.login('admin', TEST_ADMIN_PASSWORD);
  return { app, admin, partner: await addPartner(app, admin, await listenOnLoopback(app.app)) };
}

let serial = 0;

/** The settings that send one outbound path to `at` (`host:port`), made before the call; the call. */
type OutboundPath = (caller: Caller, at: string) => Promise<() => Promise<Answer>>;

const PATHS: Record<string, OutboundPath> = {
  'WSDL discovery': async ({ app, admin }, at) => {
    serial += 1;
    const service = await dataOf<{ id: number }>(app.call('POST', '/webservice/add', { token: admin, form: { name: `出站检查${serial}`, wsdlUrl: `http://${at}/service?wsdl`, timeoutSeconds: '2' } }));
    return async () => answerOf(await app.call('POST', '/webservice/api/fromWsdl', { token: admin, form: { serviceId: String(service.id) } }));
  },
  "the open gateway's upstream": async ({ app, admin, partner }, at) => {
    const route = await addRoute(app, admin, { targetKind: 'http', targetUrl: `http://${at}/echo` }, [partner.roleId]);
    return async () => {
      const result = await partner.hmac.call(route.name, '1.0', {});
      return result.ok ? { status: 200, message: '' } : { status: result.status, message: result.message };
    };
  },
  'social sign-in discovery': async ({ app, admin }, at) => {
    // The provider settings take http on the loopback's usual names only; https is checked the same way, before TLS.
    await dataOf(app.call('POST', '/social/providers', {
      token: admin, json: { provider: 'oidc', enabled: true, displayName: '统一认证', clientId: 'console', clientSecret: 'outbound-check-secret', issuer: `https://${at}/oidc` },
    }));
    return async () => answerOf(await app.call('GET', '/social/oidc/login'));
  },
  'the S3 endpoint check': async ({ app, admin }, at) => async () => answerOf(await app.call('POST', '/setting/oss/set', {
    token: admin, form: { provider: 's3', endpoint: `http://${at}`, region: 'us-east-1', bucket: 'console-files', forcePathStyle: 'true', accessKeyId: 'AKIDOUTBOUND', secretAccessKey: 'outbound-check-secret' },
  })),
  'the SMS provider test': async ({ app, admin }, at) => {
    await dataOf(app.call('POST', '/sms/settings', {
      token: admin,
      json: {
        provider: 'tencent', secretId: 'AKIDoutbound0123456789', secretKey: 'outbound-check-secret', region: 'ap-guangzhou', sdkAppId: '1400006666', signName: '一览人才',
        endpoint: `http://${at}/`, signInTemplateId: '100001', changePhoneTemplateId: '100002', resetPasswordTemplateId: '100003',
      },
    }));
    return async () => answerOf(await app.call('POST', '/sms/settings/test', { token: admin, json: { phone: '13900000001' } }));
  },
};

/** The figures the gateway keeps of every call, a refused one included: not a change the refusal made. */
const FIGURES = ['gateway_stats'];

/** Every path prepared for `at`, then called: the answers by path, and whether the database stayed as it was. */
async function callEveryPath(caller: Caller, at: string): Promise<{ answers: Record<string, Answer>; unchanged: boolean }> {
  const calls = [];
  for (const [name, prepare] of Object.entries(PATHS)) calls.push([name, await prepare(caller, at)] as const);
  const before = await snapshotOf(caller.app.database.db, FIGURES);
  const answers: Record<string, Answer> = {};
  for (const [name, call] of calls) answers[name] = await call();
  return { answers, unchanged: (await snapshotOf(caller.app.database.db, FIGURES)) === before };
}

/** Addresses of the loopback as an administrator might write them, and the host the refusal then names. */
const LOOPBACK_FORMS = [
  ['127.0.0.1', '127.0.0.1'],
  ['127.1', '127.0.0.1'],
  ['2130706433', '127.0.0.1'],
  ['0177.0.0.1', '127.0.0.1'],
  ['0x7f.0.0.1', '127.0.0.1'],
  ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
  ['localhost', 'localhost'],
] as const;

let internal: Listener;
let unlisted: Listener;
let redirector: Listener;
let soap: SoapTestServer;
let closed: Caller;
let opened: Caller;

beforeAll(async () => {
  internal = await startListener(notFound);
  unlisted = await startListener(notFound);
  redirector = await startListener((_request, response) => response.writeHead(302, { location: `http://127.0.0.1:${unlisted.port}/moved`, connection: 'close' }).end());
  soap = await startSoapServer();
  const closedApp = await startTestApp();
  closed = await callerOf(closedApp);
  // Each listener opened by its address and port, as an operator opens one internal service: `unlisted` stays closed.
  const allowed = [internal.port, redirector.port, Number(new URL(soap.wsdlUrl).port)].map((port) => `127.0.0.1:${port}`);
  opened = await callerOf(await startTestApp({ outboundAllow: allowed }, { shared: closedApp.database }));
});

afterAll(async () => {
  await opened?.app.close();
  await closed?.app.close();
  await Promise.all([internal?.close(), unlisted?.close(), redirector?.close(), soap?.close()]);
});

describe('outbound calls under the default policy', () => {
  it.each(LOOPBACK_FORMS)('reach nothing at %s through any path, and change nothing', async (form, named) => {
    const { answers, unchanged } = await callEveryPath(closed, `${form}:${internal.port}`);
    for (const [path, answer] of Object.entries(answers)) expect(answer.message, path).toContain(MESSAGES.destinationRefused(named));
    expect(unchanged).toBe(true);
    expect(internal.connections).toBe(0);
  });

  it('tell a refused address the same whether anything listens there or not', async () => {
    const listening = await callEveryPath(closed, `127.0.0.1:${internal.port}`);
    const nothing = await callEveryPath(closed, `127.0.0.1:${await portWithNothing()}`);
    expect(nothing.answers).toEqual(listening.answers);
    expect(listening.answers).toEqual({
      'WSDL discovery': { status: 400, message: '无法读取 WSDL：不允许访问该地址：127.0.0.1' },
      "the open gateway's upstream": { status: 502, message: '上游服务不可用：不允许访问该地址：127.0.0.1' },
      'social sign-in discovery': { status: 400, message: '无法连接 统一认证：不允许访问该地址：127.0.0.1' },
      'the S3 endpoint check': { status: 400, message: '存储服务“s3”拒绝了请求：不允许访问该地址：127.0.0.1' },
      'the SMS provider test': { status: 400, message: '短信服务“腾讯云短信”未能发送测试短信：无法连接（不允许访问该地址：127.0.0.1）' },
    });
    expect(internal.connections).toBe(0);
  });
});

describe('outbound calls with OUTBOUND_ALLOW', () => {
  it('reach a listener it opens through every path', async () => {
    for (const [path, prepare] of Object.entries(PATHS)) {
      const call = await prepare(opened, `127.0.0.1:${internal.port}`);
      const before = internal.connections;
      const answer = await call();
      expect(answer.message, path).not.toContain(MESSAGES.destinationRefused('127.0.0.1'));
      expect(internal.connections, path).toBeGreaterThan(before);
    }
  });

  it('refuse a redirect from a server it opens to an address it does not, for the WSDL and the SMS provider', async () => {
    const at = `127.0.0.1:${redirector.port}`;
    const wsdl = await (await PATHS['WSDL discovery']!(opened, at))();
    const sms = await (await PATHS['the SMS provider test']!(opened, at))();
    expect(wsdl).toEqual({ status: 400, message: '无法读取 WSDL：不允许访问该地址：127.0.0.1' });
    expect(sms).toEqual({ status: 400, message: '短信服务“腾讯云短信”未能发送测试短信：无法连接（不允许访问该地址：127.0.0.1）' });
    expect(redirector.connections).toBeGreaterThanOrEqual(2);
    expect(unlisted.connections).toBe(0);
  });

  it('refuse the SOAP call to an endpoint it does not open, the WSDL read from one it does, changing nothing', async () => {
    const { app, admin } = opened;
    serial += 1;
    const service = await dataOf<{ id: number }>(app.call('POST', '/webservice/add', {
      token: admin, form: { name: `出站检查${serial}`, wsdlUrl: soap.wsdlUrl, endpoint: `http://127.0.0.1:${unlisted.port}/insured`, timeoutSeconds: '2' },
    }));
    expect(await dataOf(app.call('POST', '/webservice/api/fromWsdl', { token: admin, form: { serviceId: String(service.id) } }))).toMatchObject({ added: ['QueryInsured', 'QueryPayments'] });
    const listed = await dataOf<{ records: { id: number }[] }>(app.call('GET', '/webservice/api/list', { token: admin, query: { serviceId: String(service.id), name: 'QueryPayments' } }));
    const before = await snapshotOf(app.database.db);
    const invoked = await app.call('POST', '/webservice/api/invoke', { token: admin, json: { id: listed.records[0]!.id } });
    expect(answerOf(invoked)).toEqual({ status: 400, message: '调用 WebService 失败：不允许访问该地址：127.0.0.1' });
    expect(await snapshotOf(app.database.db)).toBe(before);
    expect(unlisted.connections).toBe(0);
  });
});
