import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { OpenClient } from '@console/open-client';
import { API_BASE } from '@console/contract';
import type { TestApp } from '../../../test/harness.ts';

/** An upstream on the loopback: echoes what it got, answers late, fails, or answers text. */
export interface Upstream {
  url: string;
  /** An address where nothing listens. */
  downUrl: string;
  close(): Promise<void>;
}

export async function startUpstream(): Promise<Upstream> {
  const upstream = Fastify();
  upstream.post('/echo', async (request) => ({ got: request.body, appKey: request.headers['x-open-app-key'], method: request.headers['x-open-method'] }));
  upstream.post('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return { late: true };
  });
  upstream.post('/fail', async (_request, reply) => reply.code(500).send({ error: 'boom' }));
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const closed = Fastify();
  await closed.listen({ port: 0, host: '127.0.0.1' });
  const downPort = (closed.server.address() as AddressInfo).port;
  await closed.close();
  return { url, downUrl: `http://127.0.0.1:${downPort}`, close: () => upstream.close() };
}

/** Where an app listening on the loopback takes API calls. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  return `${await app.listen({ port: 0, host: '127.0.0.1' })}${API_BASE}`;
}

export interface Partner {
  id: number;
  appKey: string;
  secret: string;
  privateKey: string;
  publicKey: string;
  platformPublicKey: string;
  roleId: number;
  /** A client signing with the secret (HMAC-SHA256) that checks the platform's answer signatures. */
  hmac: OpenClient;
  rsa: OpenClient;
}

let serial = 0;

async function dataOf<T>(answer: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>): Promise<T> {
  const response = await answer;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

/** An enabled ISV with a role of its own and fresh keys, and clients of it for the gateway at `baseUrl`. */
export async function addPartner(app: TestApp, token: string, baseUrl: string): Promise<Partner> {
  serial += 1;
  const role = await dataOf<{ id: number }>(app.call('POST', '/isvRole/add', { token, json: { code: `partner-${serial}-${Date.now()}`, name: `伙伴角色${serial}-${Date.now()}` } }));
  const isv = await dataOf<{ id: number }>(app.call('POST', '/isv/add', { token, json: { name: `合作伙伴${serial}-${Date.now()}`, roleIds: [role.id] } }));
  const keys = await dataOf<Omit<Partner, 'id' | 'roleId' | 'hmac' | 'rsa'>>(app.call('POST', '/isv/keysGen', { token, json: { id: isv.id } }));
  const common = { baseUrl, appKey: keys.appKey, platformPublicKey: keys.platformPublicKey };
  return {
    ...keys, id: isv.id, roleId: role.id,
    hmac: new OpenClient({ ...common, signType: 'HMAC-SHA256', secret: keys.secret }),
    rsa: new OpenClient({ ...common, signType: 'RSA-SHA256', privateKey: keys.privateKey }),
  };
}

/** A route of a fresh method name to `target`, granted to `roleIds`; its id and name. */
export async function addRoute(app: TestApp, token: string, target: Record<string, unknown>, roleIds: number[]): Promise<{ id: number; name: string }> {
  serial += 1;
  const name = `test.route${serial}.r${Date.now()}`;
  const route = await dataOf<{ id: number }>(app.call('POST', '/isvRoute/add', { token, json: { name, version: '1.0', title: `测试路由${serial}`, ...target } }));
  await dataOf(app.call('POST', '/isvRoute/updateRole', { token, json: { id: route.id, roleIds } }));
  return { id: route.id, name };
}
