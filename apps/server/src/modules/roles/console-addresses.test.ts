import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type LogRecord } from '@console/contract/logs';
import { SECURITY_ADMIN_ROLE } from '@console/contract/roles';
import { TEST_ADMIN_PASSWORD, useFileApp } from '../../../test/harness.ts';
import { sessions } from '../auth/sessions.table.ts';
import { roles } from './roles.table.ts';

// The test's requests come from the loopback: as a reverse proxy there, X-Forwarded-For names the client.
const t = useFileApp({ trustedProxies: ['127.0.0.1'] });

const GIVEN = 'Given-by-admin-7';
const CHOSEN = 'Chosen-by-holder-8';

let security: string;
let securityRoleId: number;

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (username: string, password: string, ip: string) => t.call('POST', '/user/login', { form: { username, password }, headers: from(ip) });
const setNetworks = (id: number, allowedNetworks: string[], token = security, ip = '10.9.9.9') =>
  t.call('POST', '/role/networks', { token, json: { id, allowedNetworks }, headers: from(ip) });
const roleOf = async (id: number) => (await t.call('GET', '/role/info', { token: t.admin, query: { id: String(id) } })).json().data;
const sessionsOf = (userId: number) => t.database.db.$count(sessions, eq(sessions.userId, userId));

/** A role of its own, granting nothing, and an account holding it that has chosen its password. */
async function holderOf(code: string): Promise<{ roleId: number; userId: number }> {
  const role = (await t.call('POST', '/role/save', { token: t.admin, json: { code, name: code } })).json().data;
  const user = (await t.call('POST', '/user/save', { token: t.admin, form: { username: `${code}-user`, password: GIVEN, name: 'x', roleIds: String(role.id) } })).json().data;
  await t.firstLogin(`${code}-user`, GIVEN, CHOSEN);
  return { roleId: role.id, userId: user.id };
}

beforeAll(async () => {
  securityRoleId = (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, SECURITY_ADMIN_ROLE)))[0]!.id;
  await t.call('POST', '/user/save', { token: t.admin, form: { username: 'address-keeper', password: GIVEN, name: '安全', roleIds: String(securityRoleId) } });
  security = await t.firstLogin('address-keeper', GIVEN, CHOSEN);
});

describe('the console sign-in addresses of a role', () => {
  it('are set by the security administrator, each entry in its canonical form', async () => {
    const { roleId } = await holderOf('branch');
    const saved = await setNetworks(roleId, [' 10.0.0.0/8 ', '192.168.1.10', '2001:0db8::/32', '::ffff:172.16.0.0/108', '192.168.1.10/32', '192.168.1.10', '']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.allowedNetworks).toEqual(['10.0.0.0/8', '192.168.1.10', '2001:db8::/32', '172.16.0.0/12']);
    expect((await t.call('GET', '/role/list', { token: security, query: { code: 'branch' } })).json().data.records[0].allowedNetworks).toHaveLength(4);
  });

  it('refuse a bad entry with a message naming it, and nothing changes', async () => {
    const { roleId } = await holderOf('strict');
    await setNetworks(roleId, ['10.0.0.0/8']);
    for (const [entry, message] of [
      ['10.0.0.0/33', '“10.0.0.0/33”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）'],
      ['010.0.0.1', '“010.0.0.1”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）'],
      ['10.1', '“10.1”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）'],
      ['example.com', '“example.com”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）'],
      ['fe80::1%eth0', '“fe80::1%eth0”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）'],
      ['10.1.2.3/8', '网段“10.1.2.3/8”的主机位不为 0：应写作 10.0.0.0/8'],
    ]) {
      const refused = await setNetworks(roleId, ['172.16.0.0/12', entry!]);
      expect([entry, refused.json().code, refused.json().status_desc]).toEqual([entry, 400, message]);
    }
    expect((await roleOf(roleId)).allowedNetworks).toEqual(['10.0.0.0/8']);
  });

  it('are not set without the permission of their own, the system administrator\'s role editing included', async () => {
    const { roleId } = await holderOf('guarded');
    await t.createUser('role-editor', 'Role-editor-pass-5', { 'role-manage': ['view', 'add', 'edit', 'delete'] });
    const editor = await t.login('role-editor', 'Role-editor-pass-5');
    expect((await setNetworks(roleId, ['10.0.0.0/8'], editor)).statusCode).toBe(403);
    expect((await t.call('POST', '/role/update', { token: editor, json: { id: roleId, allowedNetworks: ['10.0.0.0/8'] } })).statusCode).toBe(400);
    expect((await roleOf(roleId)).allowedNetworks).toEqual([]);
  });
});

describe('a sign-in', () => {
  it('is let in from an allowed address and refused from another with a message, in the sign-in log, and no session starts', async () => {
    const { roleId, userId } = await holderOf('office');
    await setNetworks(roleId, ['10.0.0.0/8', '2001:db8::/32']);
    expect((await signIn('office-user', CHOSEN, '10.1.2.3')).statusCode).toBe(200);
    expect((await signIn('office-user', CHOSEN, '::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await signIn('office-user', CHOSEN, '2001:db8::7')).statusCode).toBe(200);
    const before = await sessionsOf(userId);

    const refused = await signIn('office-user', CHOSEN, '203.0.113.5');
    expect(refused.json()).toEqual({
      code: 403, data: { reason: 'addressNotAllowed', ip: '203.0.113.5' },
      status_desc: '当前地址 203.0.113.5 不在你的角色允许登录控制台的地址内：请从允许的网络登录，或联系安全管理员',
    });
    expect(await sessionsOf(userId)).toBe(before);
    let entry: LogRecord | undefined;
    await expect.poll(async () => {
      const records = (await t.call('GET', '/log/list/login', { token: t.admin, query: { username: 'office-user', ip: '203.0.113.5' } })).json().data.records as LogRecord[];
      return (entry = records[0]);
    }).toBeDefined();
    expect(entry).toMatchObject({ success: false, status: 403, ip: '203.0.113.5', message: refused.json().status_desc });
  });

  it('must come from an address every restricting role of the user allows; roles without a list do not loosen it', async () => {
    const first = await holderOf('region');
    const second = (await t.call('POST', '/role/save', { token: t.admin, json: { code: 'city', name: 'city' } })).json().data;
    const open = (await t.call('POST', '/role/save', { token: t.admin, json: { code: 'anywhere', name: 'anywhere' } })).json().data;
    await t.call('POST', '/user/update', { token: t.admin, form: { id: String(first.userId), roleIds: [first.roleId, second.id, open.id].join(',') } });
    await setNetworks(first.roleId, ['10.0.0.0/8']);
    await setNetworks(second.id, ['10.1.0.0/16', '192.168.0.0/16']);
    expect((await signIn('region-user', CHOSEN, '10.1.9.9')).statusCode).toBe(200);
    expect((await signIn('region-user', CHOSEN, '10.2.9.9')).statusCode).toBe(403);
    expect((await signIn('region-user', CHOSEN, '192.168.1.1')).statusCode).toBe(403);
    // A role switched off restricts no more than it grants.
    await t.call('POST', '/role/update', { token: t.admin, json: { id: second.id, enabled: false } });
    expect((await signIn('region-user', CHOSEN, '10.2.9.9')).statusCode).toBe(200);
  });

  it('refused while replacing an expired password changes nothing', async () => {
    const { roleId } = await holderOf('lapsed');
    await setNetworks(roleId, ['10.0.0.0/8']);
    const refused = await t.call('POST', '/user/expiredLogin', { form: { username: 'lapsed-user', oldPassword: CHOSEN, newPassword: 'Another-choice-9' }, headers: from('198.51.100.1') });
    expect(refused.json()).toMatchObject({ code: 403, data: { reason: 'addressNotAllowed' } });
    expect((await signIn('lapsed-user', CHOSEN, '10.0.0.1')).statusCode).toBe(200);
  });

  it('ends the sessions a saved list no longer allows, and a cleared list allows any address again', async () => {
    const { roleId, userId } = await holderOf('travelling');
    const inside = (await signIn('travelling-user', CHOSEN, '10.0.0.1')).json().data.token;
    const outside = (await signIn('travelling-user', CHOSEN, '198.51.100.7')).json().data.token;
    await setNetworks(roleId, ['10.0.0.0/8']);
    expect((await t.call('GET', '/user/info', { token: inside })).statusCode).toBe(200);
    expect((await t.call('GET', '/user/info', { token: outside })).statusCode).toBe(401);
    expect(await sessionsOf(userId)).toBeGreaterThan(0);
    expect((await setNetworks(roleId, [])).json().data.allowedNetworks).toEqual([]);
    expect((await signIn('travelling-user', CHOSEN, '198.51.100.7')).statusCode).toBe(200);
  });

  it('keeps the admin from locking himself out through the role everyone holds', async () => {
    const base = (await t.call('GET', '/role/list', { token: t.admin, query: { code: 'base' } })).json().data.records[0];
    const lockOut = await setNetworks(base.id, ['10.0.0.0/8'], t.admin, '198.51.100.9');
    expect(lockOut.json()).toMatchObject({ code: 400, status_desc: '保存后你当前的地址 198.51.100.9 将不能再登录：请先把它加入列表' });
    expect((await roleOf(base.id)).allowedNetworks).toEqual([]);
    expect((await signIn('admin', TEST_ADMIN_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });
});
