import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { apiOf, choosePassword, givenPassword, menuItem, sidebar, sidebarItems, signIn, tableRows, type Credentials } from './helpers.ts';

// One worker makes the accounts once, then signs each in.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const PASSWORD = 'Duty-holder-pass-3';
const accountOf = (duty: string): Credentials => ({ username: `${duty}-${stamp}`, password: PASSWORD });
const SYSTEM = accountOf('sysadm');
const SECURITY = accountOf('secadm');
const AUDIT = accountOf('audadm');
const MEMBER = accountOf('member');

/** The admin makes an account holding one built-in role; its user chooses a password. */
async function holderOf(request: APIRequestContext, user: Credentials, roleCode: string): Promise<number> {
  const admin = await apiOf(request, ADMIN);
  const { records } = await admin.get<{ records: { id: number; code: string }[] }>('/role/list', { code: roleCode });
  const created = await admin.post<{ id: number }>('/user/save', {
    username: user.username, password: givenPassword(user.password), name: user.username, roleIds: String(records.find((role) => role.code === roleCode)!.id),
  });
  await choosePassword(request, user);
  return created.id;
}

/** Opens 系统管理 in the sidebar. */
async function openSystemGroup(page: Page): Promise<void> {
  await menuItem(page, '系统管理').click();
  await expect(sidebar(page).getByRole('menuitem').nth(2)).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  await holderOf(request, SYSTEM, 'system-admin');
  await holderOf(request, SECURITY, 'security-admin');
  await holderOf(request, AUDIT, 'audit-admin');
  // A role change for the audit administrator to find: the super admin makes a system administrator of the member.
  await holderOf(request, MEMBER, 'system-admin');
});

test('the audit administrator sees only the log, and there who gave whom which role', async ({ page }) => {
  await signIn(page, AUDIT);
  await openSystemGroup(page);
  await expect.poll(() => sidebarItems(page)).toEqual(['首页', '系统管理', '日志管理']);
  await menuItem(page, '日志管理').click();
  await page.getByRole('tab', { name: '权限变更' }).click();
  const change = tableRows(page).filter({ hasText: `用户 ${MEMBER.username}` }).first();
  await expect(change).toContainText('角色：+ 系统管理员');
  await expect(change).toContainText(ADMIN.username);
  await expect(change).toContainText('成功');
});

test('the security administrator sees the pages of his duty only', async ({ page }) => {
  await signIn(page, SECURITY);
  await openSystemGroup(page);
  await expect.poll(() => sidebarItems(page)).toEqual(['首页', '系统管理', '角色管理', '安全设置', '在线用户']);
});

test('the system administrator sees neither the log nor the security pages', async ({ page }) => {
  await signIn(page, SYSTEM);
  await openSystemGroup(page);
  await expect.poll(() => sidebarItems(page)).toEqual(expect.arrayContaining(['用户管理', '角色管理', '菜单管理', '系统配置', '定时任务']));
  const items = await sidebarItems(page);
  for (const page of ['日志管理', '安全设置', '在线用户']) expect(items).not.toContain(page);
});
