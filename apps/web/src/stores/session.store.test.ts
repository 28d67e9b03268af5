import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NavItem } from '@console/contract/menu';
import { json, ok, startScriptedServer } from '../test/scripted-server.ts';
import '../lib/i18n.ts';
import { useSession } from './session.store.ts';
import { useTags } from './tags.store.ts';

const API = '/yl1001/platform/api';
const item = (name: string, url: string, list: NavItem[] = []): NavItem => ({
  id: 1, name, title: `${name} title`, url, icon: 'user', type: list.length ? 'directory' : 'page', hidden: false, permTypes: ['view'], list,
});
const info = (roles: string[]) => ({ roles, name: 'Olga', avatar: '', introduction: '', admin_id: 42, userType: 0, subAccount: false, userName: 'olga' });
const menuOf = (...pages: string[]) => [item('sys-manage', '/sys', pages.map((page) => item(page, `/sys/${page}`)))];

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({});
});
afterAll(() => server.close());
beforeEach(() => {
  useSession.setState({ token: null, userId: 0, userType: null, info: null, roles: [], permissionList: [] });
  Object.assign(server.answers, {
    [`${API}/user/login`]: ok({ token: 'tok-1' }),
    [`${API}/user/info`]: ok(info(['sys-manage', 'user-manage'])),
    [`${API}/menu/nav/platform`]: ok({ menuList: menuOf('user-manage') }),
    [`${API}/user/logout`]: ok(null, '退出成功'),
  });
});

describe('session', () => {
  it('stores the token on sign-in in local storage and the Admin-Token cookie', async () => {
    await useSession.getState().login({ username: '  olga ', password: 'pw' });
    expect(localStorage.getItem('authorization')).toBe('tok-1');
    expect(document.cookie).toContain('Admin-Token=tok-1');
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', userId: 0 });
  });

  it('loads info and the permission menu, and keeps and stores them with the roles', async () => {
    await useSession.getState().load();
    const state = useSession.getState();
    expect(state).toMatchObject({ userId: 42, roles: ['sys-manage', 'user-manage'], permissionList: menuOf('user-manage') });
    expect(JSON.parse(localStorage.getItem('roles')!)).toEqual(['sys-manage', 'user-manage']);
    expect(JSON.parse(localStorage.getItem('AllPermissionList')!)).toEqual(menuOf('user-manage'));
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ userName: 'olga' });
    expect(localStorage.getItem('userType')).toBe('0');
  });

  it('derives roles from the menu when the info has none', async () => {
    server.answers[`${API}/user/info`] = ok(info([]));
    await useSession.getState().load();
    expect(useSession.getState().roles.sort()).toEqual(['sys-manage', 'user-manage']);
  });

  it('refuses info without roles and without menu', async () => {
    server.answers[`${API}/user/info`] = ok(info([]));
    server.answers[`${API}/menu/nav/platform`] = ok({ menuList: [] });
    await expect(useSession.getState().load()).rejects.toThrow('getInfo: roles must be a non-null array!');
  });

  it('takes the new roles and permission menu when loaded again, without a reload', async () => {
    await useSession.getState().load();
    server.answers[`${API}/user/info`] = ok(info(['sys-manage', 'role-manage']));
    server.answers[`${API}/menu/nav/platform`] = ok({ menuList: menuOf('role-manage') });
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ roles: ['sys-manage', 'role-manage'], permissionList: menuOf('role-manage') });
  });

  it('asks for nothing more while the sign-in owes a step, and loads the menu once it is paid', async () => {
    server.answers[`${API}/user/info`] = ok({ ...info(['sys-manage', 'user-manage']), signInStep: 'secondFactor' });
    // The server refuses the menu meanwhile: asking for it would fail the load.
    server.answers[`${API}/menu/nav/platform`] = (_, res) => json(res, 403, { code: 403, data: null, status_desc: '请先完成两步验证' });
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ userId: 42, roles: [], permissionList: [], info: { signInStep: 'secondFactor' } });
    useSession.getState().signInStepDone();
    expect(useSession.getState()).toMatchObject({ userId: 0, info: null });
    server.answers[`${API}/user/info`] = ok({ ...info(['sys-manage', 'user-manage']), signInStep: null });
    server.answers[`${API}/menu/nav/platform`] = ok({ menuList: menuOf('user-manage') });
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ roles: ['sys-manage', 'user-manage'], permissionList: menuOf('user-manage') });
  });

  it('reset forgets the token and roles only', async () => {
    await useSession.getState().login({ username: 'olga', password: 'pw' });
    await useSession.getState().load();
    useSession.getState().reset();
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(localStorage.getItem('roles')).toBeNull();
    expect(localStorage.getItem('userInfo')).not.toBeNull();
  });

  it('logout signs out on the server, forgets the session and closes the tags but the affix ones', async () => {
    await useSession.getState().login({ username: 'olga', password: 'pw' });
    await useSession.getState().load();
    useTags.getState().addView({ path: '/home', fullPath: '/home', name: 'home', title: '首页', affix: true });
    useTags.getState().addView({ path: '/sys/user-manage', fullPath: '/sys/user-manage', name: 'user-manage', title: '用户管理' });
    expect(await useSession.getState().logout()).toBe('退出成功');
    expect(server.calls).toContain(`GET ${API}/user/logout`);
    expect(useSession.getState()).toMatchObject({ token: null, userId: 0, roles: [], permissionList: [] });
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(useTags.getState().visitedViews.map((view) => view.path)).toEqual(['/home']);
  });
});
