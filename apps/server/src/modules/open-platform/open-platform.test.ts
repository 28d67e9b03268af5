import { generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFileApp } from '../../../test/harness.ts';
import { auditLog } from '../../crud/audit.table.ts';
import { isvs } from './open-platform.table.ts';

const t = useFileApp();
let serial = 0;
const next = () => ++serial;

const post = (path: string, json: unknown, token = t.admin) => t.call('POST', path, { token, json });
const get = (path: string, query: Record<string, string> = {}, token = t.admin) => t.call('GET', path, { token, query });
const dataOf = <T = Record<string, unknown>>(response: { statusCode: number; body: string; json(): { data: unknown } }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
/** A signed-in user holding these permissions; their token. */
async function userWith(grants: Record<string, ('view' | 'add' | 'edit' | 'delete')[]>): Promise<string> {
  const username = `open-user-${next()}`;
  await t.createUser(username, 'Open-pass-2026', grants);
  return t.login(username, 'Open-pass-2026');
}
const refusalOf = (response: { statusCode: number; json(): { status_desc: string } }) => ({ status: response.statusCode, message: response.json().status_desc });

const addRole = async (name = `角色${next()}`) => dataOf<{ id: number; code: string }>(await post('/isvRole/add', { code: `role-${next()}`, name }));
const addIsv = async (fields: Record<string, unknown> = {}) => dataOf<{ id: number; appKey: string }>(await post('/isv/add', { name: `伙伴${next()}`, ...fields }));
const addRoute = async (fields: Record<string, unknown> = {}) =>
  dataOf<{ id: number }>(await post('/isvRoute/add', { name: `company.info${next()}.get`, version: '1.0', title: '企业信息', targetKind: 'http', targetUrl: 'http://127.0.0.1:9/info', ...fields }));

const publicPem = (type: 'rsa' | 'ec', bits = 2048) =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: bits, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } })
    : generateKeyPairSync('ec', { namedCurve: 'P-256', publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } }));

describe('ISV roles', () => {
  it('adds, lists, changes and deletes a role; a role in use stays (409)', async () => {
    const role = await addRole('企业数据');
    expect(dataOf<{ records: unknown[] }>(await get('/isvRole/list', { name: '企业数据' })).records).toMatchObject([{ id: role.id, isvCount: 0, routeCount: 0 }]);
    expect(dataOf(await post('/isvRole/update', { id: role.id, remark: '签约后开通' }))).toMatchObject({ remark: '签约后开通' });
    expect(dataOf<unknown[]>(await get('/isvRole/listAll'))).toContainEqual({ id: role.id, code: role.code, name: '企业数据' });
    expect(refusalOf(await post('/isvRole/add', { code: role.code.toUpperCase(), name: '另一个' }))).toMatchObject({ status: 409 });

    const isv = await addIsv({ roleIds: [role.id] });
    expect(refusalOf(await get(`/isvRole/delByIds/${role.id}`))).toEqual({ status: 409, message: `ISV角色“企业数据”仍被 1 个 ISV、0 条路由使用，请先解除` });
    await post('/isv/update', { id: isv.id, roleIds: [] });
    expect(dataOf(await get(`/isvRole/delByIds/${role.id}`))).toEqual({ deleted: 1 });
    expect(refusalOf(await get(`/isvRole/info/${role.id}`)).status).toBe(404);
  });

  it('refuses a code that is not one, naming the field', async () => {
    const answer = refusalOf(await post('/isvRole/add', { code: '9 bad', name: '坏编码' }));
    expect(answer.status).toBe(400);
    expect(answer.message).toContain('code');
  });
});

describe('ISVs and their keys', () => {
  it('makes an app key, keeps roles, and shows generated keys once, sealed at rest and masked after', async () => {
    const role = await addRole();
    const isv = await addIsv({ roleIds: [role.id], remark: '招聘 SaaS' });
    expect(isv).toMatchObject({ appKey: expect.stringMatching(/^[0-9a-f]{24}$/), enabled: true, roleIds: [role.id], signTypes: [], secret: '', publicKey: '' });

    const keys = dataOf<Record<string, string>>(await post('/isv/keysGen', { id: isv.id }));
    expect(keys.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(keys.platformPrivateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(keys.secret).toMatch(/^[\w-]{43}$/);

    const record = dataOf<Record<string, unknown>>(await get(`/isv/isvGet/${isv.id}`));
    expect(record).toMatchObject({ secret: '******', publicKey: keys.publicKey, platformPublicKey: keys.platformPublicKey, signTypes: ['HMAC-SHA256', 'RSA-SHA256'] });
    const listed = await get('/isv/isvList', { appKey: isv.appKey });
    expect(listed.body).not.toContain('PRIVATE KEY');
    expect(listed.body).not.toContain(keys.secret);

    const [stored] = await t.database.db.select().from(isvs).where(eq(isvs.id, isv.id));
    for (const sealed of [stored!.secretSealed, stored!.privateKeySealed, stored!.platformPrivateKeySealed]) expect(sealed).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(keys.secret);
  });

  it('reveals keys only to holders of 查看ISV密钥, and audits each reveal', async () => {
    const isv = await addIsv();
    const keys = dataOf(await post('/isv/keysGen', { id: isv.id }));
    const editor = await userWith({ 'isv-manage': ['view', 'edit'] });
    expect((await get(`/isv/keysGet/${isv.id}`, {}, editor)).statusCode).toBe(403);
    expect(dataOf(await get('/isv/keysGet/allowed', {}, editor))).toEqual({ allowed: false });
    const keeper = await userWith({ 'isv-manage': ['view'], 'isv-keys': ['view'] });
    expect(dataOf(await get('/isv/keysGet/allowed', {}, keeper))).toEqual({ allowed: true });
    expect(dataOf(await get(`/isv/keysGet/${isv.id}`, {}, keeper))).toEqual(keys);
    const reveals = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'reveal'), eq(auditLog.target, 'isv'), eq(auditLog.targetId, String(isv.id))));
    expect(reveals).toHaveLength(1);
  });

  it("takes the partner's own RSA public key and refuses anything else, naming the field", async () => {
    const isv = await addIsv();
    const own = publicPem('rsa');
    const updated = dataOf<Record<string, unknown>>(await post('/isv/keysUpdate', { id: isv.id, publicKey: own.publicKey }));
    expect(updated).toMatchObject({ publicKey: own.publicKey.trim(), signTypes: ['RSA-SHA256'] });
    expect(dataOf<Record<string, string>>(await get(`/isv/keysGet/${isv.id}`)).privateKey).toBe('');

    const refusals = [
      ['a private key', own.privateKey, '必须是 PEM 格式的 RSA 公钥'],
      ['an EC key', publicPem('ec').publicKey, '必须是 RSA 公钥，而不是 EC 公钥'],
      ['a short key', publicPem('rsa', 1024).publicKey, 'RSA 公钥至少 2048 位，该公钥只有 1024 位'],
      ['a broken key', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', '无法读取该公钥'],
    ] as const;
    for (const [what, publicKey, message] of refusals) {
      const answer = refusalOf(await post('/isv/keysUpdate', { id: isv.id, publicKey }));
      expect(answer.status, what).toBe(400);
      expect(answer.message, what).toContain('publicKey');
      expect(answer.message, what).toContain(message);
    }
    expect(dataOf<Record<string, unknown>>(await get(`/isv/isvGet/${isv.id}`)).publicKey).toBe(own.publicKey.trim());
  });

  it('refuses a role that does not exist and a taken name, changing nothing', async () => {
    const answer = refusalOf(await post('/isv/add', { name: `伙伴${next()}`, roleIds: [987654] }));
    expect(answer).toEqual({ status: 400, message: '参数错误：roleIds ISV角色不存在：987654' });
    const isv = await addIsv();
    const { name } = dataOf<{ name: string }>(await get(`/isv/isvGet/${isv.id}`));
    expect(refusalOf(await post('/isv/add', { name })).status).toBe(409);
    expect(refusalOf(await post('/isv/keysGen', { id: 987654 })).status).toBe(404);
  });

  it('is closed to a user without the page', async () => {
    const token = await userWith({ 'isv-role-manage': ['view'] });
    expect((await get('/isv/isvList', {}, token)).statusCode).toBe(403);
    expect((await post('/isv/keysGen', { id: 1 }, token)).statusCode).toBe(403);
  });
});

describe('open routes', () => {
  it('adds a route, grants it to roles, and refuses a second one of the same name and version', async () => {
    const [basic, company] = [await addRole(), await addRole()];
    const route = await addRoute({ needsPermission: true, timeoutMs: 2000 });
    const granted = dataOf<Record<string, unknown>>(await post('/isvRoute/updateRole', { id: route.id, roleIds: [basic.id, company.id] }));
    expect(granted).toMatchObject({ roleIds: [basic.id, company.id], timeoutMs: 2000 });
    expect(dataOf<Record<string, unknown>>(await get(`/isvRoute/get/${route.id}`))).toMatchObject({ roleIds: [basic.id, company.id] });
    expect(dataOf<{ routeCount: number }>(await get(`/isvRole/info/${basic.id}`)).routeCount).toBe(1);
    const { name } = dataOf<{ name: string }>(await get(`/isvRoute/get/${route.id}`));
    expect(refusalOf(await post('/isvRoute/add', { name, version: '1.0', title: '重复', targetKind: 'http', targetUrl: 'http://127.0.0.1:9/' })).status).toBe(409);
    expect(dataOf<unknown[]>(await get('/isvRoute/listAll'))).toContainEqual(expect.objectContaining({ id: route.id, name }));
    expect(dataOf(await get(`/isvRoute/delByIds/${route.id}`))).toEqual({ deleted: 1 });
    expect(dataOf<{ routeCount: number }>(await get(`/isvRole/info/${basic.id}`)).routeCount).toBe(0);
  });

  it('refuses a route without its target, a bad method name and a bad address, naming the field', async () => {
    const cases = [
      [{ targetUrl: '' }, 'targetUrl'],
      [{ targetKind: 'operation', targetUrl: '' }, 'operation'],
      [{ name: 'Company Info' }, 'name'],
      [{ targetUrl: 'file:///etc/passwd' }, 'targetUrl'],
      [{ operation: 'user.delete', targetKind: 'operation' }, 'operation'],
    ] as const;
    for (const [fields, field] of cases) {
      const answer = refusalOf(await post('/isvRoute/add', { name: `bad.route${next()}.get`, version: '1.0', title: '坏', targetKind: 'http', targetUrl: 'http://127.0.0.1:9/', ...fields }));
      expect(answer.status, field).toBe(400);
      expect(answer.message, field).toContain(field);
    }
    const route = await addRoute();
    expect(refusalOf(await post('/isvRoute/update', { id: route.id, targetKind: 'operation' })).message).toContain('operation');
    expect(refusalOf(await post('/isvRoute/updateRole', { id: route.id, roleIds: [987654] })).status).toBe(400);
  });
});

describe('IP blacklist', () => {
  it('adds addresses and ranges of both families, switches them, and refuses a duplicate', async () => {
    for (const ip of ['203.0.113.7', '198.51.100.0/24', '2001:DB8::/32', '::1']) {
      const entry = dataOf<{ id: number; ip: string; enabled: boolean }>(await post('/isv/ip/add', { ip, remark: '测试' }));
      expect(entry).toMatchObject({ ip: ip.toLowerCase(), enabled: true });
      expect(dataOf(await get(`/isv/ip/disable/${entry.id}`))).toMatchObject({ enabled: false });
      expect(dataOf(await get(`/isv/ip/enable/${entry.id}`))).toMatchObject({ enabled: true });
    }
    expect(refusalOf(await post('/isv/ip/add', { ip: '2001:db8::/32' })).status).toBe(409);
    expect(dataOf<{ total: number }>(await get('/isv/ip/list', { ip: '198.51' })).total).toBe(1);
  });

  it('refuses what is not an address or a range, naming the field', async () => {
    for (const ip of ['300.1.1.1', '10.0.0.0/33', '10.0.0', 'example.com', '2001:db8::/129', '1.2.3.4/-1']) {
      const answer = refusalOf(await post('/isv/ip/add', { ip }));
      expect(answer.status, ip).toBe(400);
      expect(answer.message, ip).toContain('ip');
    }
    expect(refusalOf(await get('/isv/ip/enable/987654')).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('adds window and bucket limits on a route, an app key or an address, and changes them', async () => {
    const route = await addRoute();
    const isv = await addIsv();
    const window = dataOf<{ id: number }>(await post('/isv/limit/add', { name: `每秒5次${next()}`, routeId: route.id, kind: 'window', points: 5, periodSeconds: 1 }));
    expect(window).toMatchObject({ routeId: route.id, routeName: expect.stringMatching(/^company\.info/), kind: 'window', points: 5, periodSeconds: 1, enabled: true });
    const bucket = dataOf<{ id: number }>(await post('/isv/limit/add', { name: `令牌桶${next()}`, appKey: isv.appKey, ip: '10.0.0.0/8', kind: 'bucket', points: 10, burst: 20 }));
    expect(bucket).toMatchObject({ routeId: null, appKey: isv.appKey, ip: '10.0.0.0/8', burst: 20 });
    expect(dataOf(await post('/isv/limit/edit', { id: bucket.id, enabled: false }))).toMatchObject({ enabled: false });
    expect(dataOf<{ total: number }>(await get('/isv/limit/list', { routeId: String(route.id) })).total).toBe(1);
  });

  it('refuses a limit that counts nothing, a missing route and a bad range, naming the field', async () => {
    expect(refusalOf(await post('/isv/limit/add', { name: `空${next()}`, kind: 'window', points: 5 })).message).toContain('routeId');
    expect(refusalOf(await post('/isv/limit/add', { name: `空${next()}`, routeId: 987654, kind: 'window', points: 5 })).message).toContain('routeId');
    expect(refusalOf(await post('/isv/limit/add', { name: `空${next()}`, ip: '10.0.0.0/40', kind: 'window', points: 5 })).message).toContain('ip');
    expect(refusalOf(await post('/isv/limit/add', { name: `空${next()}`, ip: '10.0.0.1', kind: 'leaky', points: 5 })).message).toContain('kind');
    const limit = dataOf<{ id: number }>(await post('/isv/limit/add', { name: `仅IP${next()}`, ip: '10.0.0.1', kind: 'window', points: 5 }));
    expect(refusalOf(await post('/isv/limit/edit', { id: limit.id, ip: '' })).message).toContain('routeId');
  });
});
