import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenPages, SYSTEM_APP_ID, type NavItem } from '@console/contract';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((item) => [item, ...flatten(item.list)]);

async function navOf(token: string, appId = SYSTEM_APP_ID): Promise<NavItem[]> {
  const response = await t.call('GET', `/menu/nav/${appId}`, { token });
  expect(response.statusCode).toBe(200);
  return response.json().data.menuList;
}

describe('menu nav', () => {
  it('gives the admin every page of the console with all its permission types', async () => {
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const items = flatten(await navOf(token));
    const urls = items.map((item) => item.url);
    for (const page of flattenPages()) expect(urls).toContain(page.url);
    expect(items.find((item) => item.name === 'user-manage')?.permTypes).toEqual(['view', 'add', 'edit', 'delete']);
    const sys = (await navOf(token)).find((item) => item.name === 'sys-manage')!;
    expect(sys.list.map((item) => item.name).slice(0, 3)).toEqual(['user-manage', 'role-manage', 'menu-manage']);
  });

  it('gives a role holding two pages those pages, their directory and only the granted types', async () => {
    await t.createUser('two-pages', 'two-pages-pass', { 'user-manage': ['view', 'edit'], 'isv-manage': ['view'] });
    const tree = await navOf(await t.login('two-pages', 'two-pages-pass'));
    expect(tree.map((item) => item.name)).toEqual(['sys-manage']);
    const sys = tree[0]!;
    expect(sys.permTypes).toEqual([]);
    expect(sys.list.map((item) => item.name)).toEqual(['user-manage', 'open-manage']);
    expect(sys.list[0]!.permTypes).toEqual(['view', 'edit']);
    expect(sys.list[1]!.list.map((item) => [item.name, item.permTypes])).toEqual([['isv-manage', ['view']]]);
  });

  it('is empty for an application with no menus and for a user without grants', async () => {
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    expect(await navOf(admin, 'no-such-app')).toEqual([]);
    await t.createUser('no-grants', 'no-grants-pass');
    expect(await navOf(await t.login('no-grants', 'no-grants-pass'))).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', `/menu/nav/${SYSTEM_APP_ID}`)).statusCode).toBe(401);
  });
});

describe('permission hook', () => {
  it('answers 401 without a token, 403 without the permission, 200 with it or as admin', async () => {
    await t.createUser('viewer', 'viewer-pass-1', { 'menu-manage': ['view'] });
    await t.createUser('outsider', 'outsider-pass-1', { 'user-manage': ['view'] });
    await t.createUser('editor-only', 'editor-pass-1', { 'menu-manage': ['edit'] });

    expect((await t.call('GET', '/menu/list')).statusCode).toBe(401);
    for (const [name, password] of [['outsider', 'outsider-pass-1'], ['editor-only', 'editor-pass-1']] as const) {
      const refused = await t.call('GET', '/menu/list', { token: await t.login(name, password) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, data: null, status_desc: '对不起没有权限操作!' });
    }
    expect((await t.call('GET', '/menu/list', { token: await t.login('viewer', 'viewer-pass-1') })).statusCode).toBe(200);
    expect((await t.call('GET', '/menu/list', { token: await t.login('admin', TEST_ADMIN_PASSWORD) })).statusCode).toBe(200);
  });
});
