import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditCodeCheck, isCreditCode } from '@console/contract/companies';
import { useFileApp } from '../../../test/harness.ts';
import { companyChanges, companyMigrations } from './companies.table.ts';
import { editCompany, freshCreditCode, saveCompany } from './companies.test-support.ts';

describe('the credit code rule', () => {
  it('takes a code whose check character fits and refuses one that does not', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100I000100Y43')).toBe(false);
    expect(creditCodeCheck('91440300MA5DC8FK0')).toMatch(/^[0-9A-Y]$/);
  });
});

describe('企业管理 (companies)', () => {
  const t = useFileApp();

  it('creates a company with its region named and labels, finds it by region, labels and name', async () => {
    const made = await saveCompany(t, t.admin, { name: '深圳芯源微纳科技有限公司', regionCode: '440305', labels: [11, 5, 5], registeredCapital: 1200.5 });
    expect(made).toMatchObject({ region: { code: '440305', name: '南山区', fullName: '广东省深圳市南山区' }, labels: [5, 11] });
    const list = (json: object) => t.call('POST', '/company/list', { token: t.admin, json });
    expect((await list({ regionCode: '440300', labels: [5] })).json().data.records.map((row: { id: number }) => row.id)).toContain(made.id);
    expect((await list({ regionCode: '440000', name: '芯源微纳' })).json().data.total).toBe(1);
    expect((await list({ regionCode: '440100', name: '芯源微纳' })).json().data.total).toBe(0);
    expect((await list({ labels: [1], name: '芯源微纳' })).json().data.total).toBe(0);
    const info = await t.call('GET', `/company/info/${made.id}`, { token: t.admin });
    expect(info.json().data).toMatchObject({ name: '深圳芯源微纳科技有限公司', registeredCapital: 1200.5, status: 'active' });
  });

  it('refuses a bad credit code, an unknown region or label, a bad industry and a taken code, saving nothing', async () => {
    const before = (await t.call('POST', '/company/list', { token: t.admin, json: {} })).json().data.total;
    const save = (fields: object) => t.call('POST', '/company/save', {
      token: t.admin, json: { name: '坏数据有限公司', creditCode: freshCreditCode(), regionCode: '440305', industry: 'C', ...fields },
    });
    const refused = async (fields: object, status: number, says: string) => {
      const response = await save(fields);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().status_desc).toContain(says);
    };
    await refused({ creditCode: '91440300MA5DC8FK0X' }, 400, 'creditCode');
    await refused({ regionCode: '999999' }, 400, '行政区划代码“999999”不存在');
    await refused({ regionCode: '4403' }, 400, 'regionCode');
    await refused({ labels: [14] }, 400, 'labels');
    await refused({ industry: 'Z' }, 400, 'industry');
    await refused({ registeredCapital: 1.234 }, 400, 'registeredCapital');
    const taken = await saveCompany(t, t.admin);
    await refused({ creditCode: taken.creditCode.toLowerCase() }, 409, '已存在');
    expect((await t.call('POST', '/company/list', { token: t.admin, json: {} })).json().data.total).toBe(before + 1);
  });

  it('records a change event for each watched field and a move when the region changes', async () => {
    const made = await saveCompany(t, t.admin, { regionCode: '440106', registeredCapital: 100 });
    const changed = await editCompany(t, t.admin, made.id, { regionCode: '440305', registeredCapital: 300, labels: [8], industry: 'C' });
    expect(changed.statusCode, changed.body).toBe(200);
    const changes = await t.database.db.select().from(companyChanges).where(eq(companyChanges.companyId, made.id));
    expect(changes.map(({ field, before, after }) => ({ field, before, after })).sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'labels', before: '', after: '8' },
      { field: 'region', before: '440106', after: '440305' },
      { field: 'registeredCapital', before: '100', after: '300' },
    ]);
    expect(await t.database.db.select({ from: companyMigrations.fromRegion, to: companyMigrations.toRegion }).from(companyMigrations)
      .where(eq(companyMigrations.companyId, made.id))).toEqual([{ from: '440106', to: '440305' }]);
    await editCompany(t, t.admin, made.id, { industry: 'M' });
    expect(await t.database.db.select().from(companyChanges).where(eq(companyChanges.companyId, made.id))).toHaveLength(3);
  });

  it('holds each call to its permission type on 企业管理 and answers 404 for a missing company', async () => {
    await t.createUser('company-viewer', 'Company-pass-1', { 'company-manage': ['view'] });
    const viewer = await t.login('company-viewer', 'Company-pass-1');
    expect((await t.call('POST', '/company/list', { token: viewer, json: {} })).statusCode).toBe(200);
    expect((await t.call('POST', '/company/save', { token: viewer, json: { name: 'x', creditCode: freshCreditCode(), regionCode: '440305', industry: 'I' } })).statusCode).toBe(403);
    expect((await t.call('GET', '/company/info/99999999', { token: t.admin })).statusCode).toBe(404);
    const made = await saveCompany(t, t.admin);
    expect((await t.call('GET', `/company/delByIds/${made.id}`, { token: viewer })).statusCode).toBe(403);
    expect((await t.call('GET', `/company/delByIds/${made.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
  });
});
