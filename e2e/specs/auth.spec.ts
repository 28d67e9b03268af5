import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures/users.ts';
import { API, chooseFromUserMenu, fillSignIn, SESSION_KEYS, setStorageItemOnLoad, sidebar, signIn, storageItem, submitButton } from './helpers.ts';

test.describe('sign-in', () => {
  test('an admin signing in from /login lands on the home page of the shell', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('登录 - 后台管理系统');
    await expect(page.getByRole('heading', { name: '后台管理系统' })).toBeVisible();

    await fillSignIn(page, ADMIN);

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
    await expect(page.getByText('一览人才服务信息化平台后台管理系统')).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebar(page).getByText('一览人才服务')).toBeVisible();
    await expect(sidebar(page).getByText('信息化平台')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveText(/超级管理员/);
    await expect(page).toHaveTitle('首页 - 后台管理系统');
    expect(await storageItem(page, 'authorization')).toBeTruthy();
  });

  test('the form asks for the username and password before calling the server', async ({ page }) => {
    await page.goto('/login');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/login')) calls.push(request.url());
    });

    await submitButton(page).click();

    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(calls).toEqual([]);
  });

  // The only spec that fails a sign-in: the server throttles failures per account and per address.
  test('a wrong password keeps the user on the sign-in page with the server message', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, { username: 'no-such-user-e2e', password: 'not-the-password' });

    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await storageItem(page, 'authorization')).toBeNull();
  });
});

test.describe('navigation guard', () => {
  test('without a token a page leads to sign-in, and signing in there returns to the page', async ({ page }) => {
    await page.goto('/sys/role-manage');
    await expect(page).toHaveURL('/login?redirect=%2Fsys%2Frole-manage');

    await fillSignIn(page, ADMIN);

    await expect(page).toHaveURL('/sys/role-manage');
    await expect(page).toHaveTitle('角色管理 - 后台管理系统');
  });

  test('with a token /login leads to the home page', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/sys/user-manage');
    await expect(page).toHaveTitle('用户管理 - 后台管理系统');

    await page.goto('/login');

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeVisible();
  });

  test('an unknown path leads to the 404 page', async ({ page }) => {
    await signIn(page, ADMIN);

    await page.goto('/no/such/page');

    await expect(page).toHaveURL('/404');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/home');
  });
});

test.describe('end of a session', () => {
  test('an expired token sends the user back to sign in and clears the session', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/sys/user-manage');
    await expect(page).toHaveTitle('用户管理 - 后台管理系统');

    // The open page's calls with it would sign out before the reload, which then shows the sign-in page without the message.
    await setStorageItemOnLoad(page, 'authorization', 'bogus-expired-token');
    await page.reload();

    await expect(page).toHaveURL('/login?redirect=%2Fsys%2Fuser-manage');
    await expect(page.getByText('登录已失效，请重新登录')).toBeVisible();
    await expect(submitButton(page)).toBeVisible();
    for (const key of SESSION_KEYS) expect(await storageItem(page, key), key).toBeNull();
  });

  test('signing out from the user menu ends the session on the server too', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/sys/menu-manage');
    await expect(page.getByRole('cell', { name: 'sys-manage', exact: true })).toBeVisible();
    const oldToken = await storageItem(page, 'authorization');
    expect(oldToken).toBeTruthy();

    await chooseFromUserMenu(page, '退出登录');

    await expect(page).toHaveURL('/login?redirect=%2Fsys%2Fmenu-manage');
    await expect(page.getByText('退出成功')).toBeVisible();
    await expect(submitButton(page)).toBeVisible();
    for (const key of SESSION_KEYS) expect(await storageItem(page, key), key).toBeNull();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();

    const status = await page.evaluate(
      async ({ url, token }) => (await fetch(url, { headers: { Authorization: token } })).status,
      { url: `${API}/user/info`, token: oldToken! },
    );
    expect(status).toBe(401);

    // Going back to a page needs a new sign-in.
    await page.goto('/home');
    await expect(page).toHaveURL('/login?redirect=%2Fhome');
  });
});
