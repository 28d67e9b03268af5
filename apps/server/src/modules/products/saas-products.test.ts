import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../crud/audit.table.ts';
import { useFileApp } from '../../../test/harness.ts';
import { productFixtures } from './products.test-support.ts';

const t = useFileApp();
const { addProduct } = productFixtures(t);

const save = (json: object, token = t.admin) => t.call('POST', '/saas/product/save', { token, json });
const update = (json: object, token = t.admin) => t.call('POST', '/saas/product/update', { token, json });
const editData = (json: object, token = t.admin) => t.call('POST', '/saas/product/editData', { token, json });
const listAll = (token = t.admin) => t.call('GET', '/saas/product/listAll', { token });
const byAppId = (appId: string, token = t.admin) => t.call('GET', '/saas/product/queryByAppId', { token, query: { appId } });
const remove = (ids: string, token = t.admin) => t.call('GET', '/saas/product/delete', { token, query: { ids } });

describe('SaaS products', () => {
  it('offers an application, lists, changes, replaces its data and deletes it', async () => {
    const product = await addProduct({ appId: 'survey', productName: '问卷' });
    const saved = await save({ productId: product.id, title: '问卷调查', sort: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    const saas = saved.json().data;
    expect(saas).toMatchObject({ productId: product.id, appId: 'survey', productName: '问卷', title: '问卷调查', description: '', sort: 2, enabled: true, data: {} });

    const other = await addProduct({ appId: 'exam', productName: '考试' });
    await save({ productId: other.id, sort: 1 });
    expect((await listAll()).json().data.map((row: { appId: string }) => row.appId)).toEqual(['exam', 'survey']);

    expect((await update({ id: saas.id, description: '面向客户', title: '' })).json().data).toMatchObject({ title: '', description: '面向客户', sort: 2 });
    await editData({ id: saas.id, data: { maxQuestions: 50, theme: 'blue' } });
    const replaced = await editData({ id: saas.id, data: { anonymous: true } });
    expect(replaced.json().data.data).toEqual({ anonymous: true });
    expect((await byAppId('survey')).json().data).toMatchObject({ id: saas.id, data: { anonymous: true } });

    expect((await remove(String(saas.id))).json().data).toEqual({ deleted: 1 });
    expect((await byAppId('survey')).json()).toMatchObject({ code: 404, status_desc: 'SaaS 产品不存在' });
  });

  it('answers the SaaS product of an application to any signed-in user only while both are enabled', async () => {
    const product = await addProduct({ appId: 'booking', productName: '预约' });
    const saas = (await save({ productId: product.id, enabled: false })).json().data;
    await t.createUser('saas-reader', 'saas-reader-pass');
    const reader = await t.login('saas-reader', 'saas-reader-pass');
    expect((await byAppId('booking', reader)).statusCode).toBe(404);
    await update({ id: saas.id, enabled: true });
    expect((await byAppId('booking', reader)).json().data).toMatchObject({ id: saas.id, appId: 'booking' });
    await t.call('GET', `/product/changeStatus/${product.id}/0`, { token: t.admin });
    expect((await byAppId('booking', reader)).statusCode).toBe(404);
    expect((await byAppId('nothing', reader)).statusCode).toBe(404);
  });

  it('offers an application once: 409 for a second time, 400 for an unknown application', async () => {
    const product = await addProduct({ appId: 'once', productName: '只一次' });
    await save({ productId: product.id });
    expect((await save({ productId: product.id })).json()).toMatchObject({ code: 409, status_desc: '应用“只一次”已是 SaaS 产品' });
    expect((await save({ productId: 999999 })).json()).toMatchObject({ code: 400, status_desc: '应用不存在：999999' });
  });

  it('validates fields and data, changing nothing', async () => {
    const product = await addProduct({ appId: 'checked', productName: '校验' });
    expect((await save({ productId: product.id, data: {} })).json()).toMatchObject({ code: 400, status_desc: '不支持的字段：data' });
    const created = (await save({ productId: product.id })).json().data;
    expect((await editData({ id: created.id, data: { '1bad': 'x' } })).statusCode).toBe(400);
    expect((await editData({ id: created.id, data: { nested: { a: 1 } } })).statusCode).toBe(400);
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`key${index}`, index]));
    expect((await editData({ id: created.id, data: tooMany })).statusCode).toBe(400);
    expect((await update({ id: created.id, title: 'x'.repeat(51) })).json().status_desc).toMatch(/^参数错误：title/);
    expect((await byAppId('checked')).json().data.data).toEqual({});
  });

  it('answers 404 for a SaaS product that does not exist', async () => {
    expect((await update({ id: 999999, title: 'x' })).json()).toMatchObject({ code: 404, status_desc: 'SaaS 产品不存在' });
    expect((await editData({ id: 999999, data: {} })).statusCode).toBe(404);
    expect((await remove('999999')).json().data).toEqual({ deleted: 0 });
  });

  it('keeps users without the permission type out and records changes in the audit log', async () => {
    await t.createUser('saas-viewer', 'saas-viewer-pass', { 'product-manage': ['view'] });
    const viewer = await t.login('saas-viewer', 'saas-viewer-pass');
    expect((await listAll(viewer)).statusCode).toBe(200);
    expect((await save({ productId: 1 }, viewer)).statusCode).toBe(403);
    expect((await editData({ id: 1, data: {} }, viewer)).statusCode).toBe(403);
    expect((await remove('1', viewer)).statusCode).toBe(403);

    const product = await addProduct({ appId: 'auditedSaas', productName: '审计' });
    const { id } = (await save({ productId: product.id })).json().data;
    await editData({ id, data: { seats: 10 } });
    const [entry] = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'saasProduct'), eq(auditLog.targetId, String(id)), eq(auditLog.action, 'update')));
    expect(entry!.changes).toEqual({ data: [{}, { seats: 10 }] });
  });
});
