import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../crud/audit.table.ts';
import { createCustomer } from '../../../test/customers.ts';
import { useFileApp } from '../../../test/harness.ts';
import { fileCalls, freshDataDir, PNG } from '../files/files.test-support.ts';
import { users } from './users.table.ts';

const t = useFileApp({ dataDir: freshDataDir() });
const files = fileCalls(t);

const profile = (token: string) => t.call('GET', '/user/profile', { token });
const update = (token: string, json: Record<string, unknown>) => t.call('POST', '/user/profile/update', { token, json });

describe('账号信息: the customer profile', () => {
  it("answers a main account's own profile with its phone in full (its own data is never masked for it), and saves name, avatar, company and region, audited", async () => {
    const main = await createCustomer(t, 'profile-main', { company: '英才科技' });
    await t.database.db.update(users).set({ phone: '13900139001', region: '广东省深圳市' }).where(eq(users.id, main.id));
    expect((await profile(main.token)).json()).toMatchObject({
      code: 200,
      data: { username: 'profile-main', name: 'profile-main', avatar: '', phone: '13900139001', company: '英才科技', region: '广东省深圳市', mainAccount: null },
    });

    const image = (await files.uploadImage('头像.png', PNG, main.token)).json().data as { url: string };
    const saved = await update(main.token, { name: '  郑雅琴 ', avatar: image.url, company: '深圳英才科技有限公司', region: '广东省深圳市南山区' });
    expect(saved.json()).toEqual({
      code: 200, status_desc: '资料已保存',
      data: { username: 'profile-main', name: '郑雅琴', avatar: image.url, phone: '13900139001', company: '深圳英才科技有限公司', region: '广东省深圳市南山区', mainAccount: null },
    });
    expect((await profile(main.token)).json().data).toMatchObject({ name: '郑雅琴', avatar: image.url });
    // The customer shell reads the same account.
    expect((await t.call('GET', '/user/product/syncSaasUserInfo', { token: main.token })).json().data).toMatchObject({ name: '郑雅琴', avatar: image.url, company: '深圳英才科技有限公司' });

    const [entry] = await t.database.db.select().from(auditLog)
      .where(and(eq(auditLog.target, 'user'), eq(auditLog.targetId, String(main.id)), eq(auditLog.actorId, main.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'update', changes: { name: ['profile-main', '郑雅琴'], company: ['英才科技', '深圳英才科技有限公司'] } });

    // Absent fields stay; an http(s) address and an empty avatar are taken.
    expect((await update(main.token, { name: '郑雅琴', avatar: 'https://cdn.example.com/a/头像.png' })).json().data)
      .toMatchObject({ avatar: 'https://cdn.example.com/a/头像.png', company: '深圳英才科技有限公司', region: '广东省深圳市南山区' });
    expect((await update(main.token, { name: '郑雅琴', avatar: '', company: '', region: '' })).json().data).toMatchObject({ avatar: '', company: '', region: '' });
    // Form-encoded, as the specification sends its posts.
    expect((await t.call('POST', '/user/profile/update', { token: main.token, form: { name: '表单', region: '北京' } })).json().data).toMatchObject({ name: '表单', region: '北京' });
  });

  it('refuses each bad field with a 400 naming it, changing nothing', async () => {
    const main = await createCustomer(t, 'profile-bad', { company: '原公司' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(51) }, 'name'],
      [{}, 'name'],
      [{ name: 'ok', company: 'c'.repeat(101) }, 'company'],
      [{ name: 'ok', region: 'r'.repeat(101) }, 'region'],
      [{ name: 'ok', avatar: `/${'a'.repeat(500)}` }, 'avatar'],
      [{ name: 'ok', avatar: 'javascript:alert(1)' }, 'avatar'],
      [{ name: 'ok', avatar: 'ftp://example.com/a.png' }, 'avatar'],
      [{ name: 'ok', avatar: '//evil.example.com/a.png' }, 'avatar'],
      [{ name: 'ok', avatar: 'file-download/1' }, 'avatar'],
      [{ name: 'ok', avatar: '/a b.png' }, 'avatar'],
      [{ name: 'ok', avatar: 42 }, 'avatar'],
    ];
    for (const [body, field] of cases) {
      const refused = await update(main.token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().status_desc, JSON.stringify(body)).toMatch(new RegExp(`^参数错误：${field}`));
    }
    expect((await update(main.token, { name: 'ok', avatar: 'javascript:alert(1)' })).json().status_desc).toBe('参数错误：avatar 必须是上传图片得到的地址');
    expect((await update(main.token, { name: 'ok', username: 'someone-else' })).json()).toMatchObject({ code: 400, status_desc: '不支持的字段：username' });
    expect((await profile(main.token)).json().data).toMatchObject({ name: 'profile-bad', avatar: '', company: '原公司' });
  });

  it("shows a sub-account its main account's company and region, which only the main account changes", async () => {
    const main = await createCustomer(t, 'profile-owner', { company: '海博人力' });
    await t.database.db.update(users).set({ region: '广州' }).where(eq(users.id, main.id));
    const sub = await createCustomer(t, 'profile-sub', { mainAccountId: main.id, company: '自己的公司' });

    expect((await profile(sub.token)).json().data).toEqual({
      username: 'profile-sub', name: 'profile-sub', avatar: '', phone: null, company: '海博人力', region: '广州',
      mainAccount: { id: main.id, name: 'profile-owner', company: '海博人力' },
    });
    expect((await update(sub.token, { name: '招聘专员', avatar: '/yl1001/platform/api/file/download/1' })).json())
      .toMatchObject({ code: 200, data: { name: '招聘专员', avatar: '/yl1001/platform/api/file/download/1', company: '海博人力' } });
    for (const body of [{ company: '别的公司' }, { region: '深圳' }, { company: '海博人力', region: '广州' }, { company: '' }]) {
      expect((await update(sub.token, { name: '改名', ...body })).json(), JSON.stringify(body))
        .toEqual({ code: 403, data: null, status_desc: '子账号的公司和地区随主账号，只能由主账号修改' });
    }
    expect((await profile(sub.token)).json().data).toMatchObject({ name: '招聘专员', company: '海博人力' });

    // The main account's change reaches its sub-accounts.
    await update(main.token, { name: 'profile-owner', company: '海博人力资源服务有限公司' });
    expect((await profile(sub.token)).json().data).toMatchObject({ company: '海博人力资源服务有限公司', mainAccount: { company: '海博人力资源服务有限公司' } });
  });

  it('is for customers only: staff and the admin get 403, nobody signed in 401', async () => {
    await t.createUser('profile-staff', 'profile-staff-pass-1', { 'user-manage': ['view', 'edit'] });
    const staff = await t.login('profile-staff', 'profile-staff-pass-1');
    for (const token of [staff, t.admin]) {
      expect((await profile(token)).json()).toEqual({ code: 403, data: null, status_desc: '对不起没有权限操作!' });
      expect((await update(token, { name: '员工' })).json()).toEqual({ code: 403, data: null, status_desc: '对不起没有权限操作!' });
    }
    expect((await t.call('GET', '/user/profile')).statusCode).toBe(401);
    expect((await t.call('POST', '/user/profile/update', { json: { name: 'x' } })).statusCode).toBe(401);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.username, 'profile-staff'));
    expect(row!.name).toBe('profile-staff');
  });
});
