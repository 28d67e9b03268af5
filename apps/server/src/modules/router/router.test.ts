import { describe, expect, it } from 'vitest';
import { useFileApp } from '../../../test/harness.ts';

const t = useFileApp();
const list = (token: string, name?: string) => t.call('GET', '/router/manager/list', { token, query: name === undefined ? {} : { name } });

describe('component routes', () => {
  it('list every page of the console with its path, component and the roles it needs', async () => {
    const routes = (await list(t.admin)).json().data as { name: string }[];
    const byName = new Map(routes.map((route) => [route.name, route]));
    expect(byName.get('sys-manage')).toMatchObject({ component: 'mcc-sys', path: '/sys', type: 'directory', parent: null, roles: ['sys-manage'] });
    expect(byName.get('user-manage')).toEqual({
      name: 'user-manage', component: 'user-manage', title: '用户管理', titleEn: 'Users', path: '/sys/user-manage',
      parent: 'sys-manage', type: 'page', hidden: false, roles: ['user-manage'],
    });
    expect(byName.get('train-home')).toMatchObject({ parent: 'yewen-train', roles: [] });
    expect(byName.get('saasView')).toMatchObject({ hidden: false, roles: [] });
    expect(byName.get('product-config')).toMatchObject({ hidden: true });
    expect(byName.has('file-secret')).toBe(false);
  });

  it('are searched by name, title or path, in any letter case', async () => {
    const names = async (text: string) => ((await list(t.admin, text)).json().data as { name: string }[]).map((route) => route.name);
    expect(await names('USER-MANAGE')).toEqual(['user-manage']);
    expect(await names('字典')).toEqual(['position-config', 'dict-manage']);
    expect(await names('/train/')).toEqual(['train-home', 'train-company']);
    expect(await names('no such page')).toEqual([]);
  });

  it('are read by holders of the component routes or the menus page only', async () => {
    await t.createUser('routes-none', 'Routes-pass-1', { 'user-manage': ['view'] });
    await t.createUser('routes-menus', 'Routes-pass-1', { 'menu-manage': ['view'] });
    expect((await list(await t.login('routes-none', 'Routes-pass-1'))).statusCode).toBe(403);
    expect((await list(await t.login('routes-menus', 'Routes-pass-1'))).statusCode).toBe(200);
  });
});
