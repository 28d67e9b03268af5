import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';

const t = useFileApp();

const save = (form: Record<string, string>, token = t.admin) => t.call('POST', '/saas/domainConfig/save', { token, form });
const update = (form: Record<string, string>) => t.call('POST', '/saas/domainConfig/update', { token: t.admin, form });
const list = (form: Record<string, string>, token = t.admin) => t.call('POST', '/saas/domainConfig/list', { token, form });
const byUrl = (url: string) => t.call('GET', '/saas/domainConfig/queryByUrl', { query: { url } });
async function add(form: Record<string, string>): Promise<{ id: number }> {
  const response = await save(form);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('domain configurations', () => {
  it('creates a configuration, lists it with filters and its owner, changes and deletes it', async () => {
    const owner = await t.createUser('domain-owner', 'domain-owner-1');
    const created = await save({ domain: 'HR.Example.com', appId: 'hr', ownerUserId: String(owner), title: '人力资源平台', logo: 'https://cdn.example.com/hr.png' });
    expect(created.statusCode).toBe(200);
    const config = created.json().data;
    expect(config).toMatchObject({ domain: 'hr.example.com', appId: 'hr', ownerUserId: owner, ownerName: 'domain-owner', enabled: true, remark: '' });

    await add({ domain: 'crm.example.com', appId: 'crm', enabled: 'false' });
    await add({ domain: 'portal.example.org' });
    const found = (await list({ domain: 'EXAMPLE.com', sort: 'domain', order: 'asc' })).json().data;
    expect(found.total).toBe(2);
    expect(found.records.map((r: { domain: string }) => r.domain)).toEqual(['crm.example.com', 'hr.example.com']);
    expect((await list({ appId: 'hr' })).json().data.records.map((r: { id: number }) => r.id)).toEqual([config.id]);
    expect((await list({ enabled: 'false' })).json().data.records.map((r: { domain: string }) => r.domain)).toEqual(['crm.example.com']);

    const updated = await update({ id: String(config.id), title: '人力平台', logo: '', ownerUserId: '', remark: '客户A' });
    expect(updated.json().data).toMatchObject({ domain: 'hr.example.com', title: '人力平台', logo: '', ownerUserId: null, ownerName: null, remark: '客户A' });
    const read = await t.call('GET', '/saas/domainConfig/queryById', { token: t.admin, query: { id: String(config.id) } });
    expect(read.json().data).toEqual(updated.json().data);

    const deleted = await t.call('GET', '/saas/domainConfig/delete', { token: t.admin, query: { ids: String(config.id) } });
    expect(deleted.json().data).toEqual({ deleted: 1 });
    expect((await t.call('GET', '/saas/domainConfig/queryById', { token: t.admin, query: { id: String(config.id) } })).statusCode).toBe(404);
  });

  it('validates fields with messages naming them', async () => {
    for (const [form, field] of [
      [{ domain: 'https://a.example.com' }, 'domain'],
      [{ domain: 'a.example.com:8080' }, 'domain'],
      [{ domain: 'a.example.com/login' }, 'domain'],
      [{ domain: '-a.example.com' }, 'domain'],
      [{ domain: 'a..example.com' }, 'domain'],
      [{ domain: 'logo.example.com', logo: 'ftp://cdn.example.com/x.png' }, 'logo'],
      [{ domain: 'owner.example.com', ownerUserId: 'abc' }, 'ownerUserId'],
    ] as const) {
      const refused = await save(form);
      expect(refused.statusCode, form.domain).toBe(400);
      expect(refused.json().status_desc, form.domain).toMatch(new RegExp(`^参数错误：${field}`));
    }
    const noOwner = await save({ domain: 'owner.example.com', ownerUserId: '999999' });
    expect(noOwner.json()).toMatchObject({ code: 400, status_desc: '所属用户不存在' });
    expect((await list({ sort: 'remark' })).json().status_desc).toContain('sort');
  });

  it('refuses a domain taken in any letter case with 409', async () => {
    await add({ domain: 'unique.example.com' });
    const duplicate = await save({ domain: 'UNIQUE.example.com' });
    expect(duplicate.json()).toMatchObject({ code: 409, status_desc: '域名“unique.example.com”已存在' });
    const other = await add({ domain: 'other.example.com' });
    expect((await update({ id: String(other.id), domain: 'Unique.Example.com' })).statusCode).toBe(409);
    expect((await update({ id: String(other.id), domain: 'other.example.com', title: '同名保存' })).statusCode).toBe(200);
  });

  it('answers 404 for a configuration that does not exist', async () => {
    expect((await t.call('GET', '/saas/domainConfig/queryById', { token: t.admin, query: { id: '999999' } })).json()).toMatchObject({ code: 404, status_desc: '域名配置不存在' });
    expect((await update({ id: '999999', title: 'x' })).statusCode).toBe(404);
  });

  it('tells anyone the title and logo of an enabled host, whatever the case, port or scheme, without the owner', async () => {
    const owner = await t.createUser('public-owner', 'public-owner-1');
    await add({ domain: 'login.customer.cn', appId: 'saas', ownerUserId: String(owner), title: '客户平台', logo: 'https://cdn.customer.cn/logo.png', remark: '内部备注' });
    for (const url of ['login.customer.cn', 'LOGIN.Customer.CN:8443', 'https://Login.customer.cn:443/#/login?redirect=/home', 'http://login.customer.cn/path']) {
      const answer = await byUrl(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json().data, url).toEqual({ domain: 'login.customer.cn', appId: 'saas', title: '客户平台', logo: 'https://cdn.customer.cn/logo.png' });
    }
    const disabled = await add({ domain: 'off.customer.cn', enabled: 'false' });
    expect((await byUrl('off.customer.cn')).json()).toMatchObject({ code: 404, status_desc: '域名配置不存在' });
    await update({ id: String(disabled.id), enabled: 'true' });
    expect((await byUrl('https://off.customer.cn')).statusCode).toBe(200);
    expect((await byUrl('unknown.customer.cn')).statusCode).toBe(404);
    expect((await byUrl('http://')).statusCode).toBe(404);
  });

  it('keeps users without the permission type out', async () => {
    await t.createUser('domain-viewer', 'domain-viewer-1', { 'domain-manage': ['view'] });
    const viewer = await t.login('domain-viewer', 'domain-viewer-1');
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await save({ domain: 'viewer.example.com' }, viewer)).statusCode).toBe(403);
    expect((await t.call('GET', '/saas/domainConfig/delete', { token: viewer, query: { ids: '1' } })).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(200);
    expect((await t.call('POST', '/saas/domainConfig/list', { form: {} })).statusCode).toBe(401);
  });

  it('records changes in the audit log', async () => {
    const { id } = await add({ domain: 'audited.example.com', title: 'before' });
    await update({ id: String(id), title: 'after' });
    const [entry] = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'domainConfig'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'update')));
    expect(entry!.changes).toEqual({ title: ['before', 'after'] });
  });
});
