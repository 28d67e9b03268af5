import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { chooseOption, dialog, fillSignIn, givenPassword, menuItem, okButton, replaceGivenPassword, sidebar, signIn, tableRows } from './helpers.ts';

/**
 * The identity flow end to end through the UI: an admin creates two departments, a role holding
 * 用户管理 (查看, 新增) and 部门管理 (查看) with the 本部门 data scope on 用户管理, and two users;
 * the user with the role then sees only those pages and buttons, and only the users of their own
 * department. Every name carries the run's stamp, since the specs share one server.
 */

/** The names of one run; made per test so that a repeat in the same worker gets its own. */
function runNames() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  const prefix = `IDF${stamp}`;
  return {
    prefix,
    deptD: `${prefix}部门D`,
    deptE: `${prefix}部门E`,
    role: { code: `idf-role-${stamp}`, name: `${prefix}角色R` },
    userU: { username: `idf-u-${stamp}`, password: 'idf-u-password', name: `${prefix}用户U` },
    userV: { username: `idf-v-${stamp}`, password: 'idf-v-password', name: `${prefix}用户V` },
  };
}

type Role = ReturnType<typeof runNames>['role'];
type User = ReturnType<typeof runNames>['userU'];

/** A button labelled `label`, after its icon's name if it has one; antd spaces two CJK characters apart. */
const button = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}$`) });

const success = (page: Page, text: string): Locator => page.locator('.ant-message').getByText(text);

/** Searches the list page by one text field of its search form. */
async function searchBy(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('search');
  await form.getByLabel(label, { exact: true }).fill(value);
  await button(form, '搜索').click();
}

async function createDepartment(page: Page, name: string): Promise<void> {
  await button(page, '新增').click();
  const form = dialog(page, '新增部门');
  await form.getByLabel('部门名称').fill(name);
  await okButton(form).click();
  await expect(form).toBeHidden();
  await expect(tableRows(page).filter({ hasText: name })).toHaveCount(1);
}

/** The node of the grant tree titled exactly `title`. */
const grantNode = (drawer: Locator, title: string): Locator =>
  drawer.locator('.ant-tree-treenode').filter({ has: drawer.page().getByText(title, { exact: true }) });

async function openGrants(page: Page, role: Role): Promise<Locator> {
  await tableRows(page).filter({ hasText: role.code }).getByRole('button', { name: '授权', exact: true }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `分配权限：${role.name}` });
  await expect(grantNode(drawer, '用户管理')).toBeVisible();
  return drawer;
}

async function createUser(page: Page, user: User, department: string, role?: string): Promise<void> {
  await button(page, '新增').click();
  const form = dialog(page, '新增用户');
  await form.getByLabel('用户名', { exact: true }).fill(user.username);
  await form.getByLabel('密码', { exact: true }).fill(givenPassword(user.password));
  await form.getByLabel('姓名', { exact: true }).fill(user.name);
  await chooseOption(page, form.getByLabel('部门', { exact: true }), department);
  if (role) {
    await chooseOption(page, form.getByLabel('角色', { exact: true }), role);
    // Closes the multiple choice's dropdown without pressing Escape, which would close the dialog.
    await form.getByText('新增用户').click();
  }
  await okButton(form).click();
  await expect(form).toBeHidden();
  await expect(success(page, '新增成功').first()).toBeVisible();
}

test('an admin builds a department, a role and users; the user sees only what the role grants, in their department', async ({ page, browser }, testInfo) => {
  const { prefix: PREFIX, deptD: DEPT_D, deptE: DEPT_E, role: ROLE, userU: USER_U, userV: USER_V } = runNames();

  await test.step('the admin creates departments D and E at the top level', async () => {
    await signIn(page, ADMIN);
    await page.goto('/sys/department-manage/department-manage-list');
    await expect(page).toHaveTitle('部门管理 - 后台管理系统');
    await createDepartment(page, DEPT_D);
    await createDepartment(page, DEPT_E);
  });

  await test.step('the admin creates role R, grants 用户管理 (查看, 新增) and 部门管理 (查看), and scopes 用户管理 to 本部门', async () => {
    await page.goto('/sys/role-manage');
    await expect(page).toHaveTitle('角色管理 - 后台管理系统');
    await button(page, '新增').click();
    const form = dialog(page, '新增角色');
    await form.getByLabel('编码', { exact: true }).fill(ROLE.code);
    await form.getByLabel('名称', { exact: true }).fill(ROLE.name);
    await okButton(form).click();
    await expect(form).toBeHidden();
    await searchBy(page, '编码', ROLE.code);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(ROLE.name);

    let drawer = await openGrants(page, ROLE);
    const users = grantNode(drawer, '用户管理');
    const departments = grantNode(drawer, '部门管理');
    await users.getByLabel('查看', { exact: true }).check();
    await users.getByLabel('新增', { exact: true }).check();
    await departments.getByLabel('查看', { exact: true }).check();
    await expect(users.getByLabel('编辑', { exact: true })).not.toBeChecked();
    await expect(users.getByLabel('删除', { exact: true })).not.toBeChecked();
    await expect(departments.getByLabel('新增', { exact: true })).not.toBeChecked();
    await button(drawer, '保存').click();
    await expect(success(page, '权限已保存')).toBeVisible();
    await expect(drawer).toBeHidden();

    // Opened again, the drawer shows the saved grants; the data scope is set from there.
    drawer = await openGrants(page, ROLE);
    await expect(grantNode(drawer, '用户管理').getByLabel('查看', { exact: true })).toBeChecked();
    await expect(grantNode(drawer, '用户管理').getByLabel('新增', { exact: true })).toBeChecked();
    await expect(grantNode(drawer, '用户管理').getByLabel('编辑', { exact: true })).not.toBeChecked();
    await expect(grantNode(drawer, '部门管理').getByLabel('查看', { exact: true })).toBeChecked();
    await expect(grantNode(drawer, '角色管理').getByLabel('查看', { exact: true })).not.toBeChecked();
    await grantNode(drawer, '用户管理').getByRole('button', { name: '数据权限', exact: true }).click();
    const scope = dialog(page, '数据权限：用户管理');
    await chooseOption(page, scope.getByLabel('数据范围'), '本部门', false);
    await okButton(scope).click();
    await expect(success(page, '数据权限已保存')).toBeVisible();
    await expect(scope).toBeHidden();
    await button(drawer, '取消').click();
    await expect(drawer).toBeHidden();
  });

  await test.step('the admin creates user U in D with role R, and user V in E', async () => {
    await page.goto('/sys/user-manage');
    await expect(page).toHaveTitle('用户管理 - 后台管理系统');
    await createUser(page, USER_U, DEPT_D, ROLE.name);
    await createUser(page, USER_V, DEPT_E);

    // The admin sees both under the run's prefix.
    await searchBy(page, '姓名', PREFIX);
    await expect(tableRows(page)).toHaveCount(2);
    const rowU = tableRows(page).filter({ hasText: USER_U.username });
    await expect(rowU).toContainText(DEPT_D);
    await expect(rowU).toContainText(ROLE.name);
    await expect(tableRows(page).filter({ hasText: USER_V.username })).toContainText(DEPT_E);
  });

  await test.step('U sees only 用户管理 and 部门管理, may only add users, and sees only the users of D', async () => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const userPage = await context.newPage();
      // The administrator set U's first password: U replaces it before the console shows anything else.
      await userPage.goto('/login');
      await fillSignIn(userPage, { ...USER_U, password: givenPassword(USER_U.password) });
      await expect(sidebar(userPage)).toHaveCount(0);
      await replaceGivenPassword(userPage, USER_U);
      await expect(sidebar(userPage)).toBeVisible();

      await menuItem(userPage, '系统管理').click();
      await expect(menuItem(userPage, '组织管理')).toBeVisible();
      await menuItem(userPage, '组织管理').click();
      await expect(menuItem(userPage, '部门管理')).toBeVisible();
      // 组织管理 is the directory 部门管理 sits in, itself under 系统管理.
      await expect(sidebar(userPage).getByRole('menuitem')).toHaveText(['首页', '系统管理', '用户管理', '组织管理', '部门管理']);

      await menuItem(userPage, '用户管理').click();
      await expect(userPage).toHaveURL('/sys/user-manage');
      await expect(button(userPage, '新增')).toBeVisible();
      await searchBy(userPage, '姓名', PREFIX);
      await expect(tableRows(userPage)).toHaveCount(1);
      await expect(tableRows(userPage).first()).toContainText(USER_U.username);
      await expect(tableRows(userPage).first()).toContainText(DEPT_D);
      await expect(userPage.getByText(USER_V.username)).toHaveCount(0);

      for (const label of ['编辑', '删除', '批量删除', '停用', '重置密码']) {
        await expect(button(userPage, label), label).toHaveCount(0);
      }

      // 部门管理 opens read-only: the tree without 新增 or row actions that change it.
      await menuItem(userPage, '部门管理').click();
      await expect(userPage).toHaveURL('/sys/department-manage/department-manage-list');
      await expect(tableRows(userPage).filter({ hasText: DEPT_D })).toHaveCount(1);
      await expect(button(userPage, '新增')).toHaveCount(0);
      await expect(button(userPage, '编辑')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
