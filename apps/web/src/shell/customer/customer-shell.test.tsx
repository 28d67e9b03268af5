import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@console/contract/auth';
import type { SaasTheme, SaasUserInfo } from '@console/contract/saas-view';
import { ASYNC_ROUTES } from '../../app/routes.tsx';
import { loadAllMessages } from '../../app/features.ts';
import { flattenRoutes, RouteTableContext } from '../../lib/routes.ts';
import { useSession } from '../../stores/session.store.ts';
import { scriptedApiForFile } from '../../test/api-harness.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { CustomerLayout } from './customer-layout.tsx';

const api = scriptedApiForFile();

const theme = (id: number, title: string, productBackUrl: string, chosen = false): SaasTheme => ({
  id, productId: id + 100, appId: `app${id}`, productName: `应用${id}`, productBackUrl, icon: 'notification', title, description: `${title}的说明`, chosen,
});

const mainAccount: SaasUserInfo = {
  admin_id: 7, userType: 10, subAccount: true, username: 'yingcai', name: '郑雅琴', avatar: '', company: '深圳英才科技有限公司', region: '',
  mainAccount: null, managesSubAccounts: true,
  themes: [theme(1, '企业动态监测', '/saasView/trends/trends-center', true), theme(2, '企业迁移分析', '/saasView/company-manage/library-in')],
  activeThemeId: 1,
};
const subAccount: SaasUserInfo = {
  ...mainAccount, admin_id: 8, subAccount: false, username: 'yingcai-hr', name: '英才·招聘专员',
  mainAccount: { id: 7, name: '郑雅琴', company: '深圳英才科技有限公司' }, managesSubAccounts: false, themes: [], activeThemeId: null,
};

const routes = ASYNC_ROUTES;
const routeAt = (path: string) => flattenRoutes(routes).find((route) => route.path === path)!;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderShell(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTableContext.Provider value={{ constant: [], permission: routes }}>
            <CustomerLayout routes={routes} current={routeAt(path)} />
            <Where />
          </RouteTableContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

beforeAll(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await loadAllMessages();
});

beforeEach(() => {
  useSession.setState({ token: 't', userId: 7, info: { admin_id: 7, userType: 10, subAccount: true, name: '郑雅琴', roles: ['base'] } as UserInfo });
});

describe('the customer shell', () => {
  it('shows the account card, the SaaS pages with 子账号管理 for a main account, and its products on top', async () => {
    api.reset({ '/user/product/syncSaasUserInfo': () => ({ data: mainAccount }) });
    renderShell('/saasView/saasView');
    const card = await screen.findByTestId('customer-card');
    expect(card).toHaveTextContent('郑雅琴');
    await waitFor(() => expect(card).toHaveTextContent('深圳英才科技有限公司'));
    const sidebar = screen.getByTestId('sidebar');
    for (const title of ['主题选择', '我的关注', '动态中心', '账号信息', '子账号管理', '迁入库', '迁出库', '版本管理']) {
      expect(within(sidebar).getByText(title)).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('theme-item').map((item) => item.textContent)).toEqual(['企业动态监测', '企业迁移分析']);
  });

  it("hides 子账号管理 from a sub-account and names its main account", async () => {
    api.reset({ '/user/product/syncSaasUserInfo': () => ({ data: subAccount }) });
    renderShell('/saasView/saasView');
    expect(await screen.findByText('主账号：郑雅琴')).toBeInTheDocument();
    expect(within(screen.getByTestId('sidebar')).queryByText('子账号管理')).toBeNull();
    expect(await screen.findByText('主账号尚未给您分配产品，请联系主账号管理员。', { exact: false })).toBeInTheDocument();
  });

  it('chooses a product from 主题选择 and opens its first page', async () => {
    api.reset({
      '/user/product/syncSaasUserInfo': () => ({ data: mainAccount }),
      '/saas/theme/choose': () => ({ data: { ...mainAccount.themes[1], chosen: true } }),
      '/saas/theme/list': () => ({ data: mainAccount.themes }),
    });
    renderShell('/saasView/saasView');
    const cards = await screen.findAllByTestId('theme-card', {}, { timeout: 10_000 });
    expect(within(cards[0]!).getByText('当前使用')).toBeInTheDocument();
    await userEvent.click(cards[1]!);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/saasView/company-manage/library-in'));
    expect(JSON.parse(api.to('/saas/theme/choose')[0]!.text)).toEqual({ id: 2 });
  });

  it('counts the unread changes on 动态中心 as the socket tells, up to 99+, and reads them all when it is chosen', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.made = [];
    let unread = 3;
    api.reset({
      '/user/product/syncSaasUserInfo': () => ({ data: mainAccount }),
      '/message/ws/ticket': () => ({ data: { ticket: 'ticket-1', expiresIn: 30 } }),
      '/saas/focusCompany/getNewChangeNum': () => ({ data: unread }),
      '/saas/focusCompany/updateAllChangeReadStatus': () => {
        unread = 0;
        return { data: unread };
      },
    });
    renderShell('/saasView/saasView');
    const entry = () => within(screen.getByTestId('sidebar')).getByText('动态中心');
    const badge = () => entry().closest('li')!.querySelector('.ant-badge-count')?.textContent ?? null;
    await waitFor(() => expect(badge()).toBe('3'));

    await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
    act(() => FakeSocket.last!.open());
    // The server counted the new changes before telling.
    unread = 120;
    act(() => FakeSocket.last!.push({ type: 'companyChanges', unread }));
    await waitFor(() => expect(badge()).toBe('99+'));

    await userEvent.click(entry());
    await waitFor(() => expect(badge()).toBeNull());
    expect(screen.getByTestId('where')).toHaveTextContent('/saasView/trends/trends-center');
    expect(JSON.parse(api.to('/saas/focusCompany/updateAllChangeReadStatus')[0]!.text)).toEqual({ isRead: 1 });
  });
});
