import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { NavItem } from '@console/contract/menu';
import { roleMenus, userRoles } from '../modules/roles/roles.table.ts';
import { users } from '../modules/users/users.table.ts';
import { TcpProxy } from '../../test/faults/tcp-proxy.ts';
import { copyTemplateDatabase, expectChangeSeen, openTestDatabase, scaleOut, startTestApp, TEST_ADMIN_PASSWORD, useFileApp, type TestApp } from '../../test/harness.ts';
import type { AppConfig } from '../config/config.ts';
import type { Database } from './database.ts';
import { openPostgres } from './postgres.ts';
import { ACCESS_CHANGED, MemoryAccessMemo } from './access-memo.ts';

/** A channel of this test's own, to tell when notifications made before have all arrived. */
const MARK = 'access_memo_test_mark';

/** A memo whose database has started telling of changes. */
function listeningMemo(capacity?: number): MemoryAccessMemo {
  const memo = new MemoryAccessMemo(capacity);
  memo.restored();
  return memo;
}

describe('the in-memory access memo', () => {
  it('keeps an answer until everything is forgotten', async () => {
    const memo = listeningMemo();
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo.remember('k', load)).toBe(1);
    expect(await memo.remember('k', load)).toBe(1);
    memo.forgetAll();
    expect(await memo.remember('k', load)).toBe(2);
  });

  it('does not keep an answer loaded while a change happened, nor a missing one', async () => {
    const memo = listeningMemo();
    expect(await memo.remember('k', async () => { memo.forgetAll(); return 'stale'; })).toBe('stale');
    expect(await memo.remember('k', async () => 'fresh')).toBe('fresh');
    expect(await memo.remember('gone', async () => undefined)).toBeUndefined();
    expect(await memo.remember('gone', async () => 'now')).toBe('now');
  });

  it('keeps nothing while the database cannot tell of changes, and forgets what it held when told so', async () => {
    const memo = new MemoryAccessMemo();
    expect(await memo.remember('k', async () => 'first')).toBe('first');
    expect(await memo.remember('k', async () => 'second')).toBe('second');
    memo.restored();
    expect(await memo.remember('k', async () => 'kept')).toBe('kept');
    memo.lost();
    expect(await memo.remember('k', async () => 'asked again')).toBe('asked again');
    expect(await memo.remember('k', async () => 'and again')).toBe('and again');
  });

  it('shares one load among the requests that miss together, but not with those after a change', async () => {
    const memo = listeningMemo();
    let loads = 0;
    const load = async () => {
      const number = ++loads;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return number;
    };
    expect(await Promise.all([memo.remember('k', load), memo.remember('k', load)])).toEqual([1, 1]);
    memo.forgetAll();
    const before = memo.remember('k', load);
    memo.forgetAll();
    expect(await Promise.all([before, memo.remember('k', load)])).toEqual([2, 3]);
  });

  it('holds at most its capacity, dropping the oldest answer', async () => {
    const memo = listeningMemo(2);
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
    const listUsers = async () => (await t.call('GET', '/user/list', { token })).statusCode;
    expect(await listUsers()).toBe(200);
    expect(await listUsers()).toBe(200);

    const [held] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    await t.database.db.delete(roleMenus).where(eq(roleMenus.roleId, held!.roleId));
    await expectChangeSeen(async () => expect(await listUsers()).toBe(403));

    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, userId));
    await expectChangeSeen(async () => expect(await listUsers()).toBe(401));
  });

  it('are told when a session ends, not when one starts', async () => {
    let told = 0;
    await t.database.listen(ACCESS_CHANGED, { changed: () => { told += 1; }, lost: () => undefined, restored: () => undefined });
    let marked = () => undefined as void;
    await t.database.listen(MARK, { changed: () => marked(), lost: () => undefined, restored: () => undefined });
    // Notifications arrive in the order they were made, whatever their channel: once a mark made now
    // arrives, so has everything the tests before made (a disabled user's session ended at its last request).
    const everythingBeforeArrived = async () => {
      const arrived = new Promise<void>((resolve) => { marked = resolve; });
      await t.database.db.execute(sql.raw(`NOTIFY ${MARK}`));
      await arrived;
    };
    await everythingBeforeArrived();
    told = 0;
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    await everythingBeforeArrived();
    expect(told).toBe(0);
    expect((await t.call('GET', '/user/logout', { token })).statusCode).toBe(200);
    await everythingBeforeArrived();
    expect(told).toBe(1);
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
    await expectChangeSeen(async () => expect((await info()).name).toBe('改过的名字'));

    const [held] = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    const granted = await t.database.db.select().from(roleMenus).where(eq(roleMenus.roleId, held!.roleId));
    await t.database.db.delete(roleMenus).where(eq(roleMenus.roleId, held!.roleId));
    await expectChangeSeen(async () => expect(await pages()).toEqual([]));
    expect((await info()).roles).not.toContain('user-manage');
    await t.database.db.insert(roleMenus).values(granted);
    await expectChangeSeen(async () => expect(await pages()).toEqual(['user-manage']));
  });
});

describe.runIf(scaleOut)('two instances on one PostgreSQL database', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const thing of opened.splice(0).reverse()) await thing.close();
  });
  async function instance(database: Database, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
    const app = await startTestApp(overrides, { shared: database });
    opened.push(app);
    return app;
  }
  const info = async (on: TestApp, token: string) => (await on.call('GET', '/user/info', { token })).statusCode;

  it('refuse on one, within the notification window, a session ended on the other', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const [a, b] = [await instance(database), await instance(database)];
    const token = await a.login('admin', TEST_ADMIN_PASSWORD);
    expect(await info(b, token)).toBe(200);
    expect(await info(b, token)).toBe(200);

    expect((await a.call('GET', '/user/logout', { token })).statusCode).toBe(200);
    expect(await info(a, token)).toBe(401);
    await expectChangeSeen(async () => expect(await info(b, token)).toBe(401));
  });

  it('keep a session in use on the other alive, though its kept copy looks idle', async () => {
    const database = await openTestDatabase();
    opened.push(database);
    const session = { idleMs: 400, absoluteMs: 60_000, maxPerAccount: 0 };
    const [a, b] = [await instance(database, { session }), await instance(database, { session })];
    const token = await a.login('admin', TEST_ADMIN_PASSWORD);
    expect(await info(b, token)).toBe(200);
    for (let used = 0; used < 8; used += 1) {
      expect(await info(a, token)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await info(b, token)).toBe(200);
  });

  it('ask the database again once a lost listening connection is back, as changes were missed meanwhile', async () => {
    const url = await copyTemplateDatabase();
    const { hostname, port } = new URL(url);
    const proxy = await TcpProxy.start({ host: hostname, port: Number(port || 5432) });
    const [direct, throughProxy] = [openPostgres(url), openPostgres(proxy.urlThrough(url))];
    opened.push(direct, proxy, throughProxy);
    const [a, b] = [await instance(direct), await instance(throughProxy)];
    const ended = await a.login('admin', TEST_ADMIN_PASSWORD);
    const kept = await a.login('admin', TEST_ADMIN_PASSWORD);
    expect(await info(b, ended)).toBe(200);

    proxy.cut();
    expect((await a.call('GET', '/user/logout', { token: ended })).statusCode).toBe(200);
    proxy.restore();
    await expect.poll(() => info(b, kept)).toBe(200);
    expect(await info(b, ended)).toBe(401);
  });
});
