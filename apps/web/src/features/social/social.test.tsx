import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SocialBindingRecord, SocialProviderSettings } from '@console/contract/social';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button } from '../../test/users-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import RelatePage from './relate.page.tsx';
import SocialPage from './social.page.tsx';

const binding = (id: number, provider: SocialBindingRecord['provider'], username: string, displayName: string): SocialBindingRecord => ({
  id, userId: id, username, name: `${username} 名`, provider, subject: `sub-${id}`, displayName, avatar: '', createdAt: '2026-11-27T08:00:00.000Z',
});
const BINDINGS = [binding(1, 'github', 'zhouming', 'zhou-ming'), binding(2, 'wechat', 'chenjing', '陈静')];

const provider = (name: SocialProviderSettings['provider'], overrides: Partial<SocialProviderSettings> = {}): SocialProviderSettings => ({
  provider: name, enabled: false, displayName: name, clientId: '', clientSecret: '', issuer: '', endpoint: '',
  callbackUrl: `http://localhost/yl1001/platform/api/social/callback/${name}`, updatedAt: null, ...overrides,
});

const api = scriptedApiForFile();
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, userId: 0 });
  api.reset({
    '/social/findByCondition': ({ query }) => {
      const records = BINDINGS.filter((row) => !query.get('provider') || row.provider === query.get('provider'));
      return { data: { records, total: records.length, pageNumber: 1, pageSize: 10 } };
    },
    '/social/delByIds': () => ({ data: null }),
    '/social/providers': ({ method, text }) => (method === 'GET'
      ? { data: [provider('wechat'), provider('github', { enabled: true, displayName: 'GitHub', clientId: 'gh-client', clientSecret: '******' }), provider('oidc')] }
      : { data: { ...provider('github'), ...JSON.parse(text) }, desc: '已保存' }),
  });
});

describe('social account binding page', () => {
  it('lists the bindings, finds them by provider, and unbinds after confirmation', async () => {
    renderPage(<SocialPage />, { name: 'social-manage', url: '/sys/social-manage', perms: ['view', 'delete'] });
    expect(await screen.findByText('zhou-ming')).toBeInTheDocument();
    expect(screen.getByText('陈静')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: '登录方式' }));
    await userEvent.click(await screen.findByTitle('GitHub'));
    await userEvent.click(button(/搜\s*索/));
    await waitFor(() => expect(api.to('/social/findByCondition').at(-1)!.query.get('provider')).toBe('github'));
    await waitFor(() => expect(screen.queryByText('陈静')).not.toBeInTheDocument());

    const row = screen.getByText('zhou-ming').closest('tr')!;
    await userEvent.click(within(row).getByText(/删\s*除|解\s*绑/));
    await userEvent.click(button(/^确\s*定$/, await screen.findByRole('tooltip')));
    await waitFor(() => expect(api.to('/social/delByIds')).toHaveLength(1));
    expect(api.to('/social/delByIds')[0]!.query.get('ids') ?? api.to('/social/delByIds')[0]!.body.get('ids')).toBe('1');
  });

  it("saves a provider's settings, keeping the saved secret when left blank", async () => {
    renderPage(<SocialPage />, { name: 'social-manage', url: '/sys/social-manage', perms: ['view', 'edit'] });
    await userEvent.click((await screen.findByText('登录方式设置')).closest('button')!);
    await userEvent.click(await screen.findByRole('tab', { name: 'GitHub' }));
    const github = within(await screen.findByRole('tabpanel', { name: 'GitHub' }));
    expect(await github.findByText('http://localhost/yl1001/platform/api/social/callback/github')).toBeInTheDocument();
    expect(github.getByLabelText('Client secret')).toHaveAttribute('placeholder', '******');
    await userEvent.clear(github.getByLabelText('登录页按钮名称'));
    await userEvent.type(github.getByLabelText('登录页按钮名称'), '用 GitHub 登录');
    await userEvent.click(github.getByRole('button', { name: /^保\s*存$/ }));
    const saves = () => api.to('/social/providers').filter((request) => request.method === 'POST');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(JSON.parse(saves()[0]!.text)).toEqual({ provider: 'github', enabled: true, displayName: '用 GitHub 登录', clientId: 'gh-client', clientSecret: '', endpoint: '' });
  });
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderRelate(search: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[`/relate?${search}`]}>
          <Routes>
            <Route path="/relate" element={<RelatePage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('the /relate page', () => {
  it('signs a bound identity in at once and goes where the sign-in started', async () => {
    api.reply({ '/social/relate/getJWT': () => ({ data: { bound: true, token: 'social-token', mustChangePassword: false } }) });
    renderRelate('code=bound-code-1&redirect=%2Fsys%2Fuser-manage');
    expect(await screen.findByTestId('where')).toHaveTextContent('/sys/user-manage');
    expect(api.to('/social/relate/getJWT')[0]!.query.get('code')).toBe('bound-code-1');
    expect(localStorage.getItem('authorization')).toBe('social-token');
  });

  it('binds an unbound identity to the account the person signs in to', async () => {
    api.reply({
      '/social/relate/getJWT': () => ({ data: { bound: false, provider: 'oidc', displayName: '王芳', avatar: '' } }),
      '/social/relate/bind': () => ({ data: { token: 'bound-token', mustChangePassword: false }, desc: '已绑定' }),
    });
    renderRelate('code=unbound-code-1');
    expect(await screen.findByText(/OpenID Connect账号“王芳”尚未绑定控制台账号/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('用户名'), 'wangfang');
    await userEvent.type(screen.getByLabelText('密码'), 'Wang-pass-1');
    await userEvent.click(button('绑定并登录'));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(Object.fromEntries(api.to('/social/relate/bind')[0]!.body)).toEqual({ code: 'unbound-code-1', username: 'wangfang', password: 'Wang-pass-1' });
    expect(localStorage.getItem('authorization')).toBe('bound-token');
  });

  it("shows the provider's refusal the callback sent, and calls nothing", async () => {
    renderRelate(`error=${encodeURIComponent('无法连接 GitHub：连接被拒绝')}`);
    expect(await screen.findByText('无法连接 GitHub：连接被拒绝')).toBeInTheDocument();
    expect(screen.getByText('无法通过第三方账号登录')).toBeInTheDocument();
    expect(api.to('/social/relate/getJWT')).toHaveLength(0);
  });
});
