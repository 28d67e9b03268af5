import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../../test/customers.ts';
import { useFileApp } from '../../../test/harness.ts';
import { connect } from '../../../test/socket-client.ts';
import { editCompany, saveCompany } from './companies.test-support.ts';
import { newWorkbook } from '../../platform/workbook.ts';

interface Moved {
  id: number;
  name: string;
}

describe('what customers watch: regions, 迁入库/迁出库, follows, 动态中心 and the data screen', () => {
  const t = useFileApp();
  let main: TestCustomer;
  let sub: TestCustomer;
  let movedIn: Moved;
  let movedOut: Moved;
  let within: Moved;

  const watch = (userId: number, regionCode: string | null, labels: number[] = []) =>
    t.call('POST', '/company/watch/save', { token: t.admin, json: { userId, regionCode, labels } });
  const migrations = (token: string, json: object) => t.call('POST', '/saas/broadCompany/getMigrationCompanyInfoPage', { token, json });
  const namesOf = (response: { json(): { data: { records: { name: string }[] } } }) => response.json().data.records.map((row) => row.name);

  beforeAll(async () => {
    main = await createCustomer(t, 'watch-main', { company: '深圳英才科技有限公司' });
    sub = await createCustomer(t, 'watch-sub', { mainAccountId: main.id });
    const company = async (name: string, regionCode: string, labels: number[] = []) => ({ ...(await saveCompany(t, t.admin, { name, regionCode, labels })), name });
    movedIn = await company('迁入的芯片设计有限公司', '440106', [5]);
    movedOut = await company('迁出的物流有限公司', '440305');
    within = await company('区内搬迁的软件有限公司', '440305');
    await editCompany(t, t.admin, movedIn.id, { regionCode: '440305' });
    await editCompany(t, t.admin, movedOut.id, { regionCode: '441900' });
    await editCompany(t, t.admin, within.id, { regionCode: '440304' });
  });

  it('answers no region until an administrator sets one, then the region for main and sub-accounts alike', async () => {
    const config = (token: string) => t.call('GET', '/saas/broadConfig/queryConfig', { token });
    expect((await config(main.token)).json().data).toEqual({ region: null, labels: [], editable: true });
    expect((await migrations(main.token, { migrationType: 20 })).statusCode).toBe(409);
    expect((await watch(main.id, '440300', [5, 8])).json().data).toMatchObject({ userId: main.id, region: { code: '440300', fullName: '广东省深圳市' }, labels: [5, 8] });
    expect((await config(sub.token)).json().data).toEqual({ region: { code: '440300', name: '深圳市', fullName: '广东省深圳市' }, labels: [5, 8], editable: false });
    expect((await t.call('GET', '/saas/broadConfig/queryRegion', { token: sub.token })).json().data).toMatchObject({ code: '440300' });
    const list = await t.call('POST', '/company/watch/list', { token: t.admin, json: { name: 'watch-' } });
    expect(list.json().data.records.map((row: { username: string }) => row.username)).toEqual(['watch-main']);
  });

  it('lets only the main account choose the watched labels, and only administrators a region of a main account', async () => {
    await watch(main.id, '440300', [5, 8]);
    const update = (token: string, labels: unknown) => t.call('POST', '/saas/broadConfig/updateConfig', { token, json: { labels } });
    expect((await update(main.token, [11, 5])).json().data.labels).toEqual([5, 11]);
    expect((await update(sub.token, [1])).statusCode).toBe(403);
    expect((await update(main.token, [0])).statusCode).toBe(400);
    expect((await watch(sub.id, '440300')).statusCode).toBe(400);
    expect((await watch(main.id, '123456')).statusCode).toBe(400);
    expect((await t.call('GET', '/saas/broadConfig/queryConfig', { token: t.admin })).statusCode).toBe(403);
  });

  it('answers the division tree a level at a time', async () => {
    const tree = async (json: object) => (await t.call('POST', '/saas/broadConfig/getAreaRegionTree', { token: sub.token, json })).json().data;
    const provinces = await tree({});
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '440000', name: '广东省', level: 1, leaf: false });
    expect(await tree({ parentCode: '440300' })).toContainEqual({ code: '440305', name: '南山区', level: 3, leaf: true });
    expect(await tree({ parentCode: '440305' })).toEqual([]);
  });

  it('pages the moves into (20) and out of (30) the region; a move inside it is neither', async () => {
    await watch(main.id, '440300');
    const moved = await migrations(sub.token, { migrationType: 20 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(namesOf(moved)).toEqual([movedIn.name]);
    expect(moved.json().data.records[0]).toMatchObject({ from: { code: '440106', fullName: '广东省广州市天河区' }, to: { code: '440305' }, labels: [5], followed: false });
    expect(namesOf(await migrations(main.token, { migrationType: '30' }))).toEqual([movedOut.name]);
    expect(namesOf(await migrations(main.token, { migrationType: 20, regionCode: '440305', labels: [5], industry: 'I', name: '芯片' }))).toEqual([movedIn.name]);
    expect(namesOf(await migrations(main.token, { migrationType: 20, regionCode: '440304' }))).toEqual([]);
    expect(namesOf(await migrations(main.token, { migrationType: 20, labels: [1] }))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(namesOf(await migrations(main.token, { migrationType: 20, startDate: today, endDate: today }))).toEqual([movedIn.name]);
    expect(namesOf(await migrations(main.token, { migrationType: 20, endDate: '2020-01-01' }))).toEqual([]);
  });

  it("filters the libraries by the company's labels and industry as they are now, not as they were when it moved", async () => {
    await watch(main.id, '440300');
    const found = async (json: object) => namesOf(await migrations(main.token, { migrationType: 20, ...json }));
    expect(await found({ labels: [5], industry: 'I' })).toEqual([movedIn.name]);
    await editCompany(t, t.admin, movedIn.id, { labels: [8], industry: 'C' });
    expect(await found({ labels: [5] })).toEqual([]);
    expect(await found({ labels: [8, 1], industry: 'C' })).toEqual([movedIn.name]);
    expect(await found({ industry: 'I' })).toEqual([]);
    await editCompany(t, t.admin, movedIn.id, { labels: [5], industry: 'I' });
  });

  it("refuses another region's companies (403), a bad type and staff", async () => {
    await watch(main.id, '440300');
    const refused = await migrations(main.token, { migrationType: 20, regionCode: '440106' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status_desc).toBe('只能查看本账号监测区域内的企业');
    expect((await migrations(main.token, { migrationType: 40 })).statusCode).toBe(400);
    expect((await migrations(t.admin, { migrationType: 20 })).statusCode).toBe(403);
    expect((await t.call('POST', '/saas/broadCompany/exportMigrationCompany', { token: main.token, json: { migrationType: 20, regionCode: '110000' } })).statusCode).toBe(403);
  });

  it('exports a library as an Excel file, in the reader\'s language', async () => {
    await watch(main.id, '440300');
    const exportedIn = async (language: string) => {
      const exported = await t.call('POST', '/saas/broadCompany/exportMigrationCompany', { token: main.token, json: { migrationType: 20 }, headers: { 'accept-language': language } });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      const workbook = await newWorkbook();
      await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      return { file: String(exported.headers['content-disposition']), sheet: sheet.name, header: (sheet.getRow(1).values as unknown[]).slice(1, 3) };
    };
    const chinese = await exportedIn('zh-CN');
    expect(chinese.file).toContain(encodeURIComponent('迁入库'));
    expect(chinese).toMatchObject({ sheet: '迁入库', header: ['企业名称', '统一社会信用代码'] });
    const english = await exportedIn('en-US');
    expect(english.file).toContain(encodeURIComponent('Migrated-in library'));
    expect(english).toMatchObject({ sheet: 'Migrated-in library', header: ['Company', 'Unified social credit code'] });
  });

  it('follows companies, counts their later changes unread, pushes the badge and clears it', async () => {
    const reader = await createCustomer(t, 'watch-reader');
    const socket = await connect(t, reader.token);
    const focus = (companyIds: number[], focusOn: boolean) =>
      t.call('POST', '/saas/focusCompany/batchUpdateFocus', { token: reader.token, json: { companyIds, focus: focusOn } });
    const badge = async () => (await t.call('GET', '/saas/focusCompany/getNewChangeNum', { token: reader.token, query: { adminId: String(main.id) } })).json().data;
    expect((await focus([movedIn.id, movedOut.id], true)).json().data).toEqual({ changed: 2 });
    expect((await focus([movedIn.id], true)).json().data).toEqual({ changed: 0 });
    expect(await badge()).toBe(0);
    await editCompany(t, t.admin, movedIn.id, { registeredCapital: 888, address: '深圳市南山区科技园' });
    expect(await badge()).toBe(2);
    await socket.next((event) => event.type === 'companyChanges' && event.unread === 2);
    const page = await t.call('POST', '/saas/focusCompany/pageFocusCompanyChange', { token: reader.token, json: { isRead: 0 } });
    const unread = page.json().data.records as { id: number; field: string; read: boolean; companyName: string }[];
    expect(unread.map((change) => change.field).sort()).toEqual(['address', 'registeredCapital']);
    expect(unread.every((change) => !change.read && change.companyName === movedIn.name)).toBe(true);
    const marked = await t.call('POST', '/saas/focusCompany/batchUpdateChangeReadStatus', { token: reader.token, json: { ids: [unread[0]!.id], isRead: 1 } });
    expect(marked.json().data).toBe(1);
    const follows = await t.call('POST', '/saas/focusCompany/pageFocusCompany', { token: reader.token, json: {} });
    expect(follows.json().data.records.find((row: { companyId: number }) => row.companyId === movedIn.id)).toMatchObject({ unread: 1, latestChange: { field: expect.any(String) } });
    const cleared = await t.call('POST', '/saas/focusCompany/updateAllChangeReadStatus', { token: reader.token, json: { adminId: main.id, isRead: 1 } });
    expect(cleared.json().data).toBe(0);
    await socket.next((event) => event.type === 'companyChanges' && event.unread === 0);
    const again = await t.call('POST', '/saas/focusCompany/batchUpdateChangeReadStatus', { token: reader.token, json: { ids: [unread[1]!.id], isRead: 0 } });
    expect(again.json().data).toBe(1);
    expect((await t.call('POST', '/saas/focusCompany/pageFocusCompanyChange', { token: reader.token, json: { field: 'address' } })).json().data.total).toBe(1);
    expect((await focus([movedIn.id], false)).json().data).toEqual({ changed: 1 });
    expect(await badge()).toBe(0);
  });

  it('counts only the caller: another user in adminId is ignored, and reads of unfollowed changes change nothing', async () => {
    const other = await createCustomer(t, 'watch-other');
    await t.call('POST', '/saas/focusCompany/batchUpdateFocus', { token: other.token, json: { companyIds: [within.id], focus: true } });
    await editCompany(t, t.admin, within.id, { name: '区内搬迁的软件股份有限公司' });
    const count = (token: string, adminId: number) => t.call('GET', '/saas/focusCompany/getNewChangeNum', { token, query: { adminId: String(adminId) } });
    expect((await count(other.token, main.id)).json().data).toBe(1);
    expect((await count(main.token, other.id)).json().data).toBe(0);
    const [change] = (await t.call('POST', '/saas/focusCompany/pageFocusCompanyChange', { token: other.token, json: {} })).json().data.records;
    expect((await t.call('POST', '/saas/focusCompany/batchUpdateChangeReadStatus', { token: main.token, json: { ids: [change.id], isRead: 1 } })).json().data).toBe(0);
    expect((await count(other.token, other.id)).json().data).toBe(1);
    expect((await t.call('POST', '/saas/focusCompany/batchUpdateFocus', { token: other.token, json: { companyIds: [99999999], focus: true } })).statusCode).toBe(404);
    const none = await t.call('POST', '/saas/focusCompany/batchUpdateFocus', { token: other.token, json: { companyIds: '', focus: true } });
    expect(none.json().data).toEqual({ changed: 0 });
    expect((await t.call('POST', '/saas/focusCompany/updateAllChangeReadStatus', { token: other.token, json: { isRead: 0 } })).statusCode).toBe(400);
  });

  it("answers the data screen of the caller's region", async () => {
    await watch(main.id, '440300');
    const screen = await t.call('GET', '/saas/broadCompany/screen', { token: sub.token });
    expect(screen.statusCode, screen.body).toBe(200);
    const data = screen.json().data;
    expect(data.region).toMatchObject({ code: '440300' });
    expect(data.months).toHaveLength(12);
    expect(data.months.at(-1)).toMatchObject({ month: new Date().toISOString().slice(0, 7), in: 1, out: 1 });
    expect(data.labels).toHaveLength(13);
    expect(data.labels[4]).toEqual({ code: 5, count: 1 });
    expect(data.totals).toMatchObject({ movedIn: 1, movedOut: 1 });
    expect(data.latest.length).toBeGreaterThan(0);
    expect(data.latest[0]).not.toHaveProperty('read');
    expect((await t.call('GET', '/saas/broadCompany/screen', { token: t.admin })).statusCode).toBe(403);
  });
});
