import { describe, expect, it } from 'vitest';
import { useFileApp } from '../../../test/harness.ts';

const t = useFileApp();

async function add(name: string, parentId?: number): Promise<{ id: number }> {
  const response = await t.call('POST', '/department/add', { token: t.admin, form: { name, ...(parentId && { parentId: String(parentId) }) } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const children = async (parentId: number) => (await t.call('GET', `/department/getByParentId/${parentId}`, { token: t.admin })).json().data;

describe('departments', () => {
  it('builds a tree read one level at a time', async () => {
    const head = await add('总部');
    const sales = await add('销售部', head.id);
    await add('华南销售', sales.id);
    const top = await children(0);
    expect(top.find((d: { id: number }) => d.id === head.id)).toMatchObject({ name: '总部', parentId: null, hasChildren: true, memberCount: 0 });
    expect((await children(head.id)).map((d: { name: string }) => d.name)).toEqual(['销售部']);
    expect((await children(sales.id))[0]).toMatchObject({ name: '华南销售', hasChildren: false });
    const search = (await t.call('GET', '/department/search', { token: t.admin, query: { name: '销售' } })).json().data;
    expect(search.map((d: { name: string }) => d.name).sort()).toEqual(['华南销售', '销售部']);
    await t.createUser('options-only', 'options-only-1');
    const options = (await t.call('GET', '/department/options', { token: await t.login('options-only', 'options-only-1') })).json().data;
    expect(options).toEqual(expect.arrayContaining([{ id: sales.id, name: '销售部', parentId: head.id }]));
  });

  it('edits and moves, refusing to move a department under itself or below itself', async () => {
    const a = await add('A部');
    const b = await add('B部', a.id);
    const edited = await t.call('POST', '/department/edit', { token: t.admin, form: { id: String(b.id), name: 'B部门', leader: '王五', phone: '13900139000' } });
    expect(edited.json().data).toMatchObject({ name: 'B部门', leader: '王五', phone: '139****9000' });
    const cycle = await t.call('POST', '/department/move', { token: t.admin, form: { id: String(a.id), parentId: String(b.id) } });
    expect(cycle.json()).toMatchObject({ code: 409, status_desc: '不能把部门移动到它自己或它的下级部门下' });
    expect((await t.call('POST', '/department/move', { token: t.admin, form: { id: String(a.id), parentId: String(a.id) } })).statusCode).toBe(409);
    const moved = await t.call('POST', '/department/move', { token: t.admin, form: { id: String(b.id), parentId: '' } });
    expect(moved.json().data.parentId).toBeNull();
    expect((await t.call('POST', '/department/move', { token: t.admin, form: { id: String(b.id), parentId: '999999' } })).statusCode).toBe(404);
  });

  it('takes a desk phone with its area code and extension as well as a mobile, and refuses other text', async () => {
    const desk = await add('前台');
    const storedPhone = async () => (await t.call('GET', `/department/personal/${desk.id}`, { token: t.admin })).json().data.phone;
    for (const phone of ['0755-12345678', '010-87654321-801', '075512345678', '400-810-8888', '13800138000']) {
      expect((await t.call('POST', '/department/edit', { token: t.admin, form: { id: String(desk.id), name: '前台', phone } })).statusCode, phone).toBe(200);
      expect(await storedPhone(), phone).toBe(phone);
    }
    for (const phone of ['12345', '0755-123', '+86 abc', '13800138000-1']) {
      const refused = await t.call('POST', '/department/edit', { token: t.admin, form: { id: String(desk.id), name: '前台', phone } });
      expect(refused.json(), phone).toMatchObject({ code: 400, status_desc: expect.stringContaining('必须是手机号或带区号的固定电话') });
    }
    expect(await storedPhone()).toBe('13800138000');
  });

  it('refuses a second department of the same name under one parent, by adding, renaming or moving', async () => {
    const head = await add('同名总部');
    const other = await add('另一总部');
    const hr = await add('人力资源部', head.id);
    const twice = await t.call('POST', '/department/add', { token: t.admin, form: { name: '人力资源部', parentId: String(head.id) } });
    expect(twice.json()).toMatchObject({ code: 409, status_desc: '同一上级部门下已有部门“人力资源部”' });
    const elsewhere = await add('人力资源部', other.id);
    const finance = await add('财务部', head.id);
    const renamed = await t.call('POST', '/department/edit', { token: t.admin, form: { id: String(finance.id), name: '人力资源部' } });
    expect(renamed.statusCode).toBe(409);
    const moved = await t.call('POST', '/department/move', { token: t.admin, form: { id: String(elsewhere.id), parentId: String(head.id) } });
    expect(moved.statusCode).toBe(409);
    expect((await children(head.id)).map((d: { name: string }) => d.name).sort()).toEqual(['人力资源部', '财务部'].sort());
    expect((await children(other.id)).map((d: { id: number }) => d.id)).toEqual([elsewhere.id]);
    expect((await t.call('POST', '/department/edit', { token: t.admin, form: { id: String(hr.id), name: '人力资源部', leader: '李四' } })).statusCode).toBe(200);

    await add('顶层同名');
    expect((await t.call('POST', '/department/add', { token: t.admin, form: { name: '顶层同名' } })).statusCode).toBe(409);
  });

  it('refuses to delete a department with children or members, and deletes an empty one', async () => {
    const parent = await add('有下级');
    const child = await add('下级', parent.id);
    const withChildren = await t.call('GET', `/department/delByIds/${parent.id}`, { token: t.admin });
    expect(withChildren.json()).toMatchObject({ code: 409, status_desc: '部门“有下级”下还有子部门，不能删除' });

    const user = await t.call('POST', '/user/save', { token: t.admin, form: { username: 'member-1', password: 'member-pass-1', name: 'm', departmentId: String(child.id) } });
    expect(user.json().data.departmentName).toBe('下级');
    const withMembers = await t.call('GET', `/department/delByIds/${child.id}`, { token: t.admin });
    expect(withMembers.json()).toMatchObject({ code: 409, status_desc: '部门“下级”下还有人员，不能删除' });

    await t.call('POST', '/user/delete', { token: t.admin, form: { ids: String(user.json().data.id) } });
    expect((await t.call('GET', `/department/delByIds/${child.id},${parent.id}`, { token: t.admin })).statusCode).toBe(409);
    expect((await t.call('GET', `/department/delByIds/${child.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
    expect((await t.call('GET', `/department/delByIds/${parent.id}`, { token: t.admin })).json().data).toEqual({ deleted: 1 });
  });

  it('filters the user list by a department and the ones below it', async () => {
    const top = await add('研发中心');
    const team = await add('前端组', top.id);
    for (const [username, departmentId] of [['dev-top', top.id], ['dev-team', team.id]] as const) {
      await t.call('POST', '/user/save', { token: t.admin, form: { username, password: 'dev-pass-123', name: username, departmentId: String(departmentId) } });
    }
    const underTop = (await t.call('GET', '/user/list', { token: t.admin, query: { departmentId: String(top.id) } })).json().data;
    expect(underTop.records.map((u: { username: string }) => u.username).sort()).toEqual(['dev-team', 'dev-top']);
    const underTeam = (await t.call('GET', '/user/list', { token: t.admin, query: { departmentId: String(team.id) } })).json().data;
    expect(underTeam.records.map((u: { username: string }) => u.username)).toEqual(['dev-team']);
  });

  it('validates input and checks permission types', async () => {
    expect((await t.call('POST', '/department/add', { token: t.admin, form: { name: '' } })).statusCode).toBe(400);
    expect((await t.call('GET', '/department/delByIds/abc', { token: t.admin })).statusCode).toBe(400);
    await t.createUser('dept-viewer', 'dept-viewer-1', { 'department-manage': ['view'] });
    const viewer = await t.login('dept-viewer', 'dept-viewer-1');
    expect((await t.call('GET', '/department/getByParentId/0', { token: viewer })).statusCode).toBe(200);
    expect((await t.call('POST', '/department/add', { token: viewer, form: { name: 'x' } })).statusCode).toBe(403);
  });
});
