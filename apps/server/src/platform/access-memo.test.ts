import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NavItem } from '@console/contract';
import { roleMenus, userRoles } from '../modules/roles/roles.table.ts';
import { users } from '../modules/users/users.table.ts';
import { useFileApp } from '../../test/harness.ts';
import { MemoryAccessMemo } from './access-memo.ts';

describe('the in-memory access memo', () => {
  it('keeps an answer until everything is forgotten', async () => {
    const memo = new MemoryAccessMemo();
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.remember('k', load)).toBe(1);
    expect(await memo.remember('k', load)).toBe(1);
    memo.forgetAll();
    expect(await memo.remember('k', load)).toBe(2);
  });

  it('does not keep an answer loaded while a change happened, nor a missing one', async () => {
    const memo = new MemoryAccessMemo();
    expect(await memo.remember('k', async () => { memo.forgetAll(); return 'stale'; })).toBe('stale');
    expect(await memo.remember('k', async () => 'fresh')).toBe('fresh');
    expect(await memo.remember('gone', async () => undefined)).toBeUndefined();
    expect(await memo.remember('gone', async () => 'now')).toBe('now');
  });

  it('holds at most its capacity, dropping the oldest answer', async () => {
    const memo = new MemoryAccessMemo(2);
    for (const key of ['a', 'b', 'c']) await memo.remember(key, async () => key);
    expect(await memo.remember('a', async () => 'reloaded')).toBe('reloaded');
    expect(await memo.remember('c', async () => 'reloaded')).toBe('c');
  });
});

describe('access answers after changes made straight in the database', () => {
  const t = useFileApp();

  it('are never served stale, whatever wrote the change', async () => {
    const userId = await t.createUser('memo-user', 'memo-user-pass', { 'sys-manage': ['view'], 'user-manage': ['view'] });
    const token = await t.login('memo-user', 'memo-user-pass');
    const listUsers = () => t.call('GET', '/user/list', { token });
    expect((await listUsers()).statusCode).toBe(200);
    expect((await listUsers()).statusCode).toBe(200);

    const [held] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    await t.database.db.delete(roleMenus).where(eq(roleMenus.roleId, held!.roleId));
    expect((await listUsers()).statusCode).toBe(403);

    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    expect((await listUsers()).statusCode).toBe(401);
  });
});

describe('user info and menus kept per access version', () => {
  const t = useFileApp();

  it('show a change made straight in the database at the next request', async () => {
    const userId = await t.createUser('versioned-user', 'versioned-pass-1', { 'sys-manage': ['view'], 'user-manage': ['view'] });
    const token = await t.login('versioned-user', 'versioned-pass-1');
    const info = async () => (await t.call('GET', '/user/info', { token })).json().data;
    const pages = async () => ((await t.call('GET', '/menu/nav/platform', { token })).json().data.menuList as NavItem[])
      .flatMap((area) => area.list.map((item) => item.name));
    expect((await info()).name).toBe('versioned-user');
    expect(await pages()).toEqual(['user-manage']);

    await t.database.db.update(users).set({ name: '改过的名字' }).where(eq(users.id, userId));
    expect((await info()).name).toBe('改过的名字');

    const [held] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    const granted = await t.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, held!.roleId));
    await t.database.db.delete(roleMenus).where(eq(roleMenus.roleId, held!.roleId));
    expect(await pages()).toEqual([]);
    expect((await info()).roles).not.toContain('user-manage');
    await t.database.db.insert(roleMenus).values(granted);
    expect(await pages()).toEqual(['user-manage']);
  });
});
