import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type PermType } from '@console/contract';
import { type OAuthClientRecord } from '@console/contract/oauth2';
import { clickWhenClickable, renderPage, scriptedApiForFile, shownErrorsForFile, type SeenRequest } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import LoginPage from '../auth/login-page.tsx';
import AuthorizePage from './authorize.page.tsx';
import OAuthClientsPage from './clients.page.tsx';

const AT = '2026-05-01T08:00:00.000Z';
const SECRET = 'k3V9q-Hs8t2Lw_0pZ4xYc7Nm1Rb6Fd5Ga9Je3Ui8Oo';

function client(id: number, overrides: Partial<OAuthClientRecord> = {}): OAuthClientRecord {
  return {
    id, clientId: `c_${id}4f2a9d0e7b6c5a1`, name: `网站${id}`, logo: '', homeUrl: 'https://learn.example.com/', redirectUris: ['https://learn.example.com/callback'],
    scopes: ['openid', 'profile'], autoApproveScopes: ['openid'], accessTokenMinutes: 60, refreshTokenDays: 30, enabled: true, secret: '******', remark: '',
    createdAt: AT, updatedAt: AT, ...overrides,
  };
}

const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });
const jsonOf = (request: SeenRequest) => JSON.parse(request.text) as unknown;

const api = scriptedApiForFile();
const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/client/getByCondition': () => pageOf([client(1, { name: '学习平台' })]),
    '/client/getSecretKey': () => ({ data: { secret: SECRET } }),
  });
});

const openClients = (perms?: PermType[]) => renderPage(<OAuthClientsPage />, { name: 'client-manage', url: '/sys/client-manage', perms });

describe('connected websites', () => {
  it('lists the websites with their client id, addresses, scopes and lifetimes', async () => {
    openClients();
    const line = (await screen.findByText('学习平台')).closest('tr')!;
    expect(within(line).getByText('c_14f2a9d0e7b6c5a1')).toBeInTheDocument();
    expect(within(line).getByText('https://learn.example.com/callback')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'https://learn.example.com/' })).toHaveAttribute('href', 'https://learn.example.com/');
    expect(within(line).getByText('访问 60 分钟 / 刷新 30 天')).toBeInTheDocument();
    expect(within(line).getAllByText('openid')).toHaveLength(2);
    expect(within(line).getByText('profile')).toBeInTheDocument();
    expect(within(line).getByRole('switch')).toBeChecked();
    // The secret never shows in the list.
    expect(screen.queryByText('******')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.to('/client/getByCondition')[0]!.query)).toMatchObject({ pageNumber: '1', pageSize: '10' });
  });

  it('creates a website with the generated secret, shown once, and its redirect URIs', async () => {
    api.reply({ '/client/add': () => ({ data: client(2) }) });
    openClients();
    await screen.findByText('学习平台');
    await userEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('名称'), '人才网');
    await userEvent.click(within(dialog).getByLabelText('回调地址'));
    await userEvent.paste('https://rc.example.com/cb\n\n  http://localhost:8080/cb\n');
    await userEvent.click(within(dialog).getAllByText('邮箱（email）')[0]!);
    await userEvent.click(within(dialog).getAllByText('身份（openid）').at(-1)!);
    expect(within(dialog).queryByText('密钥只显示这一次，请立即复制')).not.toBeInTheDocument();

    await userEvent.click(button('生成密钥', dialog));
    expect(await within(dialog).findByText('密钥只显示这一次，请立即复制')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('密钥')).toHaveValue(SECRET);
    // The notice's copy button (antd's, an icon): finding it by its name costs seconds under antd's styles.
    expect(within(dialog).getByText('密钥只显示这一次，请立即复制').closest('.ant-alert')!.querySelector('.ant-typography-copy')).not.toBeNull();

    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/client/add')).toHaveLength(1));
    expect(jsonOf(api.to('/client/add')[0]!)).toEqual({
      name: '人才网', logo: '', homeUrl: '', redirectUris: ['https://rc.example.com/cb', 'http://localhost:8080/cb'],
      scopes: ['openid', 'profile', 'email'], autoApproveScopes: ['openid'], accessTokenMinutes: 60, refreshTokenDays: 30,
      enabled: true, secret: SECRET, remark: '',
    });
    expect(api.to('/client/getSecretKey')).toHaveLength(1);
    expect(shown).toEqual([]);
  });

  it('refuses a javascript: redirect URI with the contract’s message and sends nothing', async () => {
    api.reply({ '/client/add': () => ({ data: client(2) }) });
    openClients();
    await screen.findByText('学习平台');
    await userEvent.click(button(/^新\s*增$/));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('名称'), '坏网站');
    await userEvent.click(within(dialog).getByLabelText('回调地址'));
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(button('生成密钥', dialog));
    await within(dialog).findByText('密钥只显示这一次，请立即复制');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText(MESSAGES.oauthRedirectUriNotAllowed)).toBeInTheDocument();
    expect(api.to('/client/add')).toHaveLength(0);
  });

  it('edits without a secret unless a new one is given, and switches a website off', async () => {
    api.reply({
      '/client/edit': () => ({ data: client(1) }),
    });
    openClients();
    await userEvent.click(button(/^编\s*辑$/, (await screen.findByText('学习平台')).closest('tr')!));
    const dialog = await screen.findByRole('dialog');
    const secret = within(dialog).getByLabelText('新密钥');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', '留空则不变');
    expect(within(dialog).getByText('生成新密钥')).toBeInTheDocument();
    const listsBefore = api.to('/client/getByCondition').length;
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/client/edit')).toHaveLength(1));
    const body = jsonOf(api.to('/client/edit')[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({ id: 1, name: '学习平台', redirectUris: ['https://learn.example.com/callback'], scopes: ['openid', 'profile'], autoApproveScopes: ['openid'] });
    expect(body).not.toHaveProperty('secret');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to('/client/getByCondition').length).toBeGreaterThan(listsBefore));
    await clickWhenClickable(() => within(row('学习平台')).getByRole('switch'));
    await waitFor(() => expect(api.to('/client/edit')).toHaveLength(2));
    expect(jsonOf(api.to('/client/edit')[1]!)).toEqual({ id: 1, enabled: false });
  });

  describe('assigned by role', () => {
    beforeEach(() => {
      api.reply({
        '/role/select': () => ({ data: [{ id: 1, code: 'admin', name: '超级管理员' }, { id: 2, code: 'ops', name: '运营' }] }),
        '/client/options': () => ({ data: [{ id: 1, name: '学习平台', enabled: true }, { id: 2, name: '人才网', enabled: true }, { id: 3, name: '旧门户', enabled: false }] }),
        '/bindClient/getViewByProductRole': (request) => ({ data: { roleId: Number(request.query.get('roleId')), clientIds: [1] } }),
        '/bindClient/saveProductView': (request) => ({ data: jsonOf(request) }),
      });
    });

    const checkbox = (container: HTMLElement, name: string) => within(container).getByText(name).closest('label')!.querySelector('input')!;

    it('saves the websites chosen for a role', async () => {
      openClients();
      await screen.findByText('学习平台');
      await userEvent.click(button('按角色分配'));
      const drawer = (await screen.findByText('按角色分配接入网站')).closest<HTMLElement>('.ant-drawer')!;
      await userEvent.click(within(drawer).getByLabelText('角色'));
      await userEvent.click([...document.querySelectorAll('.ant-select-dropdown [title="运营"]')].at(-1)!);

      await waitFor(() => expect(checkbox(drawer, '人才网')).toBeInTheDocument());
      expect(Object.fromEntries(api.to('/bindClient/getViewByProductRole')[0]!.query)).toEqual({ roleId: '2' });
      await waitFor(() => expect(checkbox(drawer, '学习平台')).toBeChecked());
      expect(checkbox(drawer, '人才网')).not.toBeChecked();
      expect(within(drawer).getByText('已停用')).toBeInTheDocument();

      await userEvent.click(within(drawer).getByText('人才网'));
      await userEvent.click(button(/^保\s*存$/, drawer));
      await waitFor(() => expect(api.to('/bindClient/saveProductView')).toHaveLength(1));
      expect(jsonOf(api.to('/bindClient/saveProductView')[0]!)).toEqual({ roleId: 2, clientIds: [1, 2] });
      expect(await screen.findByText('分配已保存')).toBeInTheDocument();
    });

    it('is not offered to a user who may not edit', async () => {
      openClients(['view']);
      await screen.findByText('学习平台');
      expect(screen.queryByText('按角色分配')).not.toBeInTheDocument();
      expect(within(row('学习平台')).queryByRole('switch')).not.toBeInTheDocument();
    });
  });
});

describe('the consent page', () => {
  const REQUEST = {
    client_id: 'c_14f2a9d0e7b6c5a1', redirect_uri: 'https://learn.example.com/callback', response_type: 'code', scope: 'openid email',
    state: 'st&ate=1', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', nonce: 'n-0S6_WzA2Mj',
  };
  const AUTHORIZE = `/authorize?${new URLSearchParams(REQUEST).toString()}`;
  const assign = vi.fn();

  beforeEach(() => {
    assign.mockClear();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  const signIn = () => {
    localStorage.setItem('authorization', 'token-1');
    useSession.setState({ token: 'token-1' });
  };

  // Whether the session's sign-in is finished: the page asks before the request.
  beforeEach(() => {
    api.reply({ '/user/info': () => ({ data: { roles: ['admin'], name: '管理员', avatar: '', introduction: '', admin_id: 1, userType: 0, subAccount: false, userName: 'admin', mustChangePassword: false, signInStep: null } }) });
  });

  /** The consent page at its address, with the sign-in page beside it. */
  const openConsent = (entry = AUTHORIZE) => renderPage(
    <Routes>
      <Route path="/authorize" element={<AuthorizePage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { name: 'authorize', url: '/authorize', entry },
  );

  const loginRedirect = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('redirect');

  it('sends a signed-out user to sign in, coming back to the whole request', async () => {
    api.reply({
      '/config/signIn': () => ({ data: { captcha: 'afterFailures' } }),
      '/user/login': () => ({ data: { token: 'token-2', mustChangePassword: false } }),
      '/oauth2/authorize': () => ({ data: { consent: { name: '学习平台', logo: '', scopes: ['openid'] } } }),
    });
    openConsent();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(loginRedirect()).toBe(AUTHORIZE);
    expect(api.to('/oauth2/authorize')).toHaveLength(0);

    // The sign-in page takes the request back, its query intact.
    await userEvent.type(screen.getByLabelText('用户名'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'secret');
    await userEvent.click(button(/^登\s*录$/));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/authorize'));
    expect(Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''))).toEqual(REQUEST);
    expect(await screen.findByText('“学习平台”请求使用你的账号登录')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/oauth2/authorize')[0]!.query)).toEqual(REQUEST);
  });

  it('asks a session owing its second factor for it first, and only then checks the request', async () => {
    let step: string | null = 'secondFactor';
    api.reply({
      '/user/info': () => ({ data: { roles: ['admin'], name: '管理员', avatar: '', introduction: '', admin_id: 1, userType: 0, subAccount: false, userName: 'admin', mustChangePassword: false, signInStep: step } }),
      '/user/twoFactor': () => ({ data: { enrolled: true, enrolledAt: null, required: false, recoveryCodesLeft: 10, smsPhone: null } }),
      '/user/twoFactor/verify': () => {
        step = null;
        return { data: { token: 'token-finished', recoveryCodesLeft: 10 } };
      },
      '/oauth2/authorize': () => ({ data: { consent: { name: '学习平台', logo: '', scopes: ['openid'] } } }),
    });
    signIn();
    openConsent();
    await userEvent.type(await screen.findByLabelText('验证码'), '123456');
    expect(api.to('/oauth2/authorize')).toHaveLength(0);
    await userEvent.click(button(/^验\s*证$/));
    expect(await screen.findByText('“学习平台”请求使用你的账号登录')).toBeInTheDocument();
    expect(api.to('/oauth2/authorize')[0]!.query.size).toBeGreaterThan(0);
    expect(localStorage.getItem('authorization')).toBe('token-finished');
  });

  it('asks for consent and follows the redirect the approval answers', async () => {
    const redirect = 'https://learn.example.com/callback?code=abc&state=st%26ate%3D1';
    api.reply({
      '/oauth2/authorize': () => ({ data: { consent: { name: '学习平台', logo: 'https://learn.example.com/logo.png', scopes: ['openid', 'email'] } } }),
      '/oauth2/authorized': () => ({ data: { redirect } }),
    });
    signIn();
    openConsent();
    expect(screen.getByText('正在检查授权请求…')).toBeInTheDocument();
    expect(await screen.findByText('“学习平台”请求使用你的账号登录')).toBeInTheDocument();
    expect(screen.getByText('当前账号：admin')).toBeInTheDocument();
    expect(screen.getByText('确认你的身份')).toBeInTheDocument();
    expect(screen.getByText('获取你的邮箱')).toBeInTheDocument();
    expect(screen.queryByText('获取你的手机号')).not.toBeInTheDocument();
    expect(Object.fromEntries(api.to('/oauth2/authorize')[0]!.query)).toEqual(REQUEST);

    // The answer is a button the keyboard reaches.
    const approve = button(/^同\s*意$/);
    expect(approve).toHaveClass('ant-btn-primary');
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirect));
    expect(jsonOf(api.to('/oauth2/authorized')[0]!)).toEqual({ ...REQUEST, approved: true });
    expect(await screen.findByText('正在跳转…')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends the refusal and follows the redirect it answers', async () => {
    const redirect = 'https://learn.example.com/callback?error=access_denied&state=st%26ate%3D1';
    api.reply({
      '/oauth2/authorize': () => ({ data: { consent: { name: '学习平台', logo: '', scopes: ['openid'] } } }),
      '/oauth2/authorized': () => ({ data: { redirect } }),
    });
    signIn();
    openConsent();
    await userEvent.click(button(/^拒\s*绝$/, (await screen.findByText('“学习平台”请求使用你的账号登录')).closest('main')!));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirect));
    expect(jsonOf(api.to('/oauth2/authorized')[0]!)).toEqual({ ...REQUEST, approved: false });
  });

  it('follows at once a redirect answered without asking', async () => {
    const redirect = 'https://learn.example.com/callback?code=xyz&state=st%26ate%3D1';
    api.reply({ '/oauth2/authorize': () => ({ data: { redirect } }) });
    signIn();
    openConsent();
    expect(await screen.findByText('正在跳转…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(redirect));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(api.to('/oauth2/authorized')).toHaveLength(0);
    expect(screen.queryByText(/^同\s*意$/)).not.toBeInTheDocument();
  });

  it('shows a refused request once, on the page, and goes nowhere', async () => {
    const refusal = '回调地址与该网站登记的不一致，已拒绝跳转';
    api.reply({ '/oauth2/authorize': () => ({ status: 400, desc: refusal }) });
    signIn();
    openConsent();
    expect(await screen.findByText('无法完成授权')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(shown).toEqual([]);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(assign).not.toHaveBeenCalled();
    expect(api.to('/oauth2/authorized')).toHaveLength(0);
    expect(screen.queryByText(/^同\s*意$/)).not.toBeInTheDocument();
  });

  it('does not follow an answered redirect that is not a web address', async () => {
    api.reply({ '/oauth2/authorize': () => ({ data: { redirect: 'javascript:alert(1)' } }) });
    signIn();
    openConsent();
    expect(await screen.findByText('跳转地址无效，已停止跳转')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('names what an incomplete request lacks without asking the server', async () => {
    signIn();
    openConsent('/authorize?redirect_uri=https%3A%2F%2Flearn.example.com%2Fcallback&response_type=code');
    expect(await screen.findByText('授权请求不完整或无效：client_id')).toBeInTheDocument();
    expect(api.to('/oauth2/authorize')).toHaveLength(0);
  });

  it('sends the user to sign in again when the session has expired', async () => {
    api.reply({ '/oauth2/authorize': () => ({ status: 401, desc: 'expired' }) });
    signIn();
    openConsent();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(loginRedirect()).toBe(AUTHORIZE);
    expect(assign).not.toHaveBeenCalled();
  });
});
