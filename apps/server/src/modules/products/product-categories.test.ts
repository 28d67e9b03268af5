import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';
import { productFixtures } from './products.test-support.ts';

const t = useFileApp();
const { addCategory, addProduct } = productFixtures(t);

const save = (form: Record<string, string>, token = t.admin) => t.call('POST', '/product/category/save', { token, form });
const edit = (form: Record<string, string>, token = t.admin) => t.call('POST', '/product/category/edit', { token, form });
const list = (query: Record<string, string>, token = t.admin) => t.call('GET', '/product/category/list', { token, query });
const info = (id: number) => t.call('GET', `/product/category/info/${id}`, { token: t.admin });
const remove = (ids: string, token = t.admin) => t.call('GET', `/product/category/delByIds/${ids}`, { token });

describe('application categories', () => {
  it('creates, lists with filters and counts, changes, switches and deletes a category', async () => {
    const created = await save({ name: '人才服务', sort: '2', remark: '对外' });
    expect(created.json().data).toMatchObject({ name: '人才服务', sort: 2, enabled: true, remark: '对外', productCount: 0 });
    const category = created.json().data;
    await addCategory({ name: '内部工具', sort: '1', enabled: 'false' });
    await addProduct({ appId: 'talentHub', productName: '人才库', categoryId: String(category.id) });

    const all = (await list({ name: '人才' })).json().data;
    expect(all).toMatchObject({ total: 1, records: [{ id: category.id, productCount: 1 }] });
    const bySort = (await list({ sort: 'sort', order: 'asc' })).json().data.records.map((r: { name: string }) => r.name);
    expect(bySort.indexOf('内部工具')).toBeLessThan(bySort.indexOf('人才服务'));
    expect((await list({ enabled: 'false' })).json().data.records.map((r: { name: string }) => r.name)).toEqual(['内部工具']);

    const edited = await edit({ id: String(category.id), name: '人才服务平台', remark: '' });
    expect(edited.json().data).toMatchObject({ name: '人才服务平台', remark: '', sort: 2, productCount: 1 });
    const disabled = await t.call('GET', `/product/category/changeStatus/${category.id}/0`, { token: t.admin });
    expect(disabled.json().data.enabled).toBe(false);
    expect((await info(category.id)).json().data).toMatchObject({ name: '人才服务平台', enabled: false });

    const spare = await addCategory({ name: '待删除' });
    expect((await remove(String(spare.id))).json().data).toEqual({ deleted: 1 });
    expect((await info(spare.id)).json()).toMatchObject({ code: 404, status_desc: '应用分类不存在' });
  });

  it('refuses a name taken in any letter case with 409', async () => {
    await addCategory({ name: 'Office Suite' });
    expect((await save({ name: 'office suite' })).json()).toMatchObject({ code: 409, status_desc: '应用分类“office suite”已存在' });
    const other = await addCategory({ name: 'Another' });
    expect((await edit({ id: String(other.id), name: 'OFFICE SUITE' })).statusCode).toBe(409);
    expect((await edit({ id: String(other.id), name: 'Another', sort: '5' })).statusCode).toBe(200);
  });

  it('refuses to delete a category that still holds applications, deleting none of those asked', async () => {
    const empty = await addCategory({ name: '空分类' });
    const used = await addCategory({ name: '在用分类' });
    await addProduct({ appId: 'inUseApp', productName: '在用应用', categoryId: String(used.id) });
    const refused = await remove(`${empty.id},${used.id}`);
    expect(refused.json()).toMatchObject({ code: 409, status_desc: '应用分类“在用分类”下还有 1 个应用，不能删除' });
    expect((await info(empty.id)).statusCode).toBe(200);
  });

  it('validates fields, naming them', async () => {
    expect((await save({ name: '' })).json().status_desc).toMatch(/^参数错误：name/);
    expect((await save({ name: 'x'.repeat(51) })).json().status_desc).toMatch(/^参数错误：name/);
    expect((await save({ name: '排序错误', sort: '-1' })).json().status_desc).toMatch(/^参数错误：sort/);
    expect((await save({ name: '多余字段', color: 'red' })).statusCode).toBe(400);
    expect((await t.call('GET', '/product/category/changeStatus/1/2', { token: t.admin })).statusCode).toBe(400);
    expect((await list({ sort: 'remark' })).statusCode).toBe(400);
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await info(999999)).statusCode).toBe(404);
    expect((await edit({ id: '999999', name: '无' })).json()).toMatchObject({ code: 404, status_desc: '应用分类不存在' });
    expect((await t.call('GET', '/product/category/changeStatus/999999/1', { token: t.admin })).statusCode).toBe(404);
  });

  it('keeps users without the permission type out', async () => {
    await t.createUser('category-viewer', 'category-viewer-1', { 'product-category-manage': ['view'] });
    const viewer = await t.login('category-viewer', 'category-viewer-1');
    expect((await list({}, viewer)).statusCode).toBe(200);
    expect((await save({ name: '越权' }, viewer)).statusCode).toBe(403);
    expect((await remove('1', viewer)).statusCode).toBe(403);
    expect((await t.call('GET', '/product/category/list')).statusCode).toBe(401);
  });

  it('records changes in the audit log', async () => {
    const { id } = await addCategory({ name: '审计分类' });
    await edit({ id: String(id), remark: '改过' });
    const [entry] = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'productCategory'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'update')));
    expect(entry!.changes).toEqual({ remark: ['', '改过'] });
  });

  it('offers every category in order to the applications page, which cannot list them', async () => {
    await addCategory({ name: '排在后面', sort: '9000' });
    await t.createUser('category-picker', 'picker-password-1', { 'product-manage': ['view'] });
    const token = await t.login('category-picker', 'picker-password-1');
    expect((await list({}, token)).statusCode).toBe(403);
    const options = (await t.call('GET', '/product/category/options', { token })).json().data as { name: string; enabled: boolean }[];
    expect(options.at(-1)).toEqual(expect.objectContaining({ name: '排在后面', enabled: true }));
  });
});
