import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@console/contract/auth';
import type { PlatformFigures } from '@console/contract/home';
import type { NavItem } from '@console/contract/menu';
import type { TodoRecord } from '@console/contract/messages';
import type { ProductLink } from '@console/contract/products';
import { changeLanguage } from '../../lib/i18n.ts';
import { RouteTableContext, type AppRoute } from '../../lib/routes.ts';
import { useSession } from '../../stores/session.store.ts';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { button } from '../../test/users-harness.tsx';
import HomePage from './home-page.tsx';

// echarts draws on a canvas, which jsdom lacks: the stand-in shows what the chart was handed.
vi.mock('./figures-chart.tsx', () => ({
  FiguresChart: ({ figures }: { figures: PlatformFigures }) => (
    <output data-testid="figures-chart">{figures.messagesByDay.map(({ count }) => count).join(',')}|{figures.usersByDay.map(({ count }) => count).join(',')}</output>
  ),
}));

const page = (path: string, title: string, unbuilt = false): AppRoute => ({ path, name: path, component: () => null, meta: { title, ...(unbuilt && { unbuilt }) } });

const ROUTES: AppRoute[] = [
  {
    path: '/sys', name: 'sys', redirect: '/sys/users', meta: { title: '系统管理' },
    children: [page('/sys/logs', '日志管理', true), page('/sys/users', '用户管理'), page('/sys/cache', '缓存管理', true), page('/sys/roles', '角色管理')],
  },
];

const MONITORING: NavItem = {
  id: 9, name: 'system-monitoring-menu', title: '系统监控', url: '/sys/system-monitoring-menu', icon: '', type: 'page', hidden: false, permTypes: ['view'], list: [],
};

function todo(id: number, overrides: Partial<TodoRecord> = {}): TodoRecord {
  return {
    id, title: `待办${id}`, content: '', type: 'todo', result: '', createTime: new Date().toISOString(), betweenDate: '刚刚', createBy: '系统',
    sendUserId: null, receiveUserId: 1, read: false, readTime: null, workflow: null, ...overrides,
  };
}

const pageOf = (records: TodoRecord[], total = records.length) => ({ data: { records, total, pageNumber: 1, pageSize: 5 } });

const link = (id: number, productName: string, productBackUrl: string): ProductLink => ({ id, appId: `app${id}`, productName, productBackUrl, icon: '' });

const days = (counts: number[]) => counts.map((count, index) => ({ day: `2024-06-${String(index + 1).padStart(2, '0')}`, count }));

const FIGURES: PlatformFigures = { users: 1234, signedIn: 56, applications: 7, todosToday: 89, messagesByDay: days([3, 5, 8]), usersByDay: days([1, 0, 2]) };

const api = scriptedApiForFile();

beforeEach(() => {
  api.reset({
    '/message/todo/all': ({ body }) => (body.get('type') === 'notice'
      ? pageOf([todo(11, { title: '系统升级通知', type: 'notice', read: true }), todo(12, { title: '放假通知', type: 'notice' })])
      : pageOf([todo(1, { title: '审批报销单' }), todo(2, { title: '确认入职' })], 7)),
    '/product/pinned': () => ({ data: [link(1, '招聘', '/sys/users'), link(2, '培训', '')] }),
    '/home/figures': () => ({ data: FIGURES }),
    '/bindClient/lists': () => ({ data: [] }),
  });
});

/** The home page of a signed-in user holding these roles and, besides, these pages. */
function renderHome({ roles = ['editor'], pages = [] }: { roles?: string[]; pages?: NavItem[] } = {}) {
  useSession.setState({ userId: 1, roles });
  renderPage(
    <RouteTableContext.Provider value={{ constant: [], permission: ROUTES }}>
      <HomePage />
    </RouteTableContext.Provider>,
    { name: 'home', url: '/home' },
  );
  // The page's own permissions are the harness's; the others join them.
  act(() => useSession.setState((state) => ({ permissionList: [...state.permissionList, ...pages] })));
}

/** The value a figure of 平台概况 shows. */
const figure = (title: string) => screen.getByText(title).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

describe('home page', () => {
  it('welcomes the administrator the product made by the name it gave it, in the reader\'s language, and anyone else by theirs', async () => {
    renderHome();
    act(() => useSession.setState({ info: { admin_id: 1, name: '超级管理员', userName: 'admin', roles: ['admin'] } as UserInfo }));
    expect(screen.getByRole('heading', { name: '欢迎回来，超级管理员' })).toBeInTheDocument();
    act(() => changeLanguage('en-US'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Super administrator' })).toBeInTheDocument();
    act(() => useSession.setState({ info: { admin_id: 2, name: '超级管理员二号', userName: 'second', roles: ['admin'] } as UserInfo }));
    expect(screen.getByRole('heading', { name: 'Welcome back, 超级管理员二号' })).toBeInTheDocument();
  });

  it('offers the built pages the user may open, in menu order, and none not built yet', async () => {
    renderHome();
    const tiles = screen.getAllByTestId('home-tile');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/sys/users', '/sys/roles']);
    expect(screen.queryByText('建设中')).not.toBeInTheDocument();
    await screen.findByText('审批报销单');
  });

  it('lists the unread to-dos with their count, each leading to the message centre', async () => {
    renderHome();
    const first = await screen.findByText('审批报销单');
    const unread = api.to('/message/todo/all').find(({ body }) => body.has('read'))!;
    expect(Object.fromEntries(unread.body)).toEqual({ read: 'false', pageSize: '5' });
    const panel = first.closest<HTMLElement>('.ant-card')!;
    expect(within(panel).getByText('未读待办')).toBeInTheDocument();
    expect(within(panel).getByText('7')).toBeInTheDocument();
    expect(within(panel).getByText('确认入职')).toBeInTheDocument();
    expect(first.closest('a')).toHaveAttribute('href', '/message-center?read=false');
    expect(within(panel).getByText('查看全部').closest('a')).toHaveAttribute('href', '/message-center?read=false');

    await userEvent.click(first);
    expect(screen.getByTestId('path')).toHaveTextContent('/message-center');
    expect(screen.getByTestId('address')).toHaveTextContent('?read=false');
  });

  it('lists the latest notices', async () => {
    renderHome();
    const notice = await screen.findByText('系统升级通知');
    const notices = api.to('/message/todo/all').find(({ body }) => body.has('type'))!;
    expect(Object.fromEntries(notices.body)).toEqual({ type: 'notice', pageSize: '5' });
    const panel = notice.closest<HTMLElement>('.ant-card')!;
    expect(within(panel).getByText('最新通知')).toBeInTheDocument();
    expect(within(panel).getByText('放假通知')).toBeInTheDocument();
    expect(notice.closest('a')).toHaveAttribute('href', '/message-center?type=notice');
  });

  it('opens a pinned application from its shortcut, as the top bar does', async () => {
    renderHome();
    await userEvent.click(await screen.findByText('招聘'));
    expect(screen.getByTestId('path')).toHaveTextContent('/sys/users');
    expect(button('培训')).toBeInTheDocument();
  });

  it('says when there is nothing to do, to read or to open', async () => {
    api.reply({ '/message/todo/all': () => pageOf([]), '/product/pinned': () => ({ data: [] }) });
    renderHome();
    expect(await screen.findByText('没有未读的待办')).toBeInTheDocument();
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
    expect(await screen.findByText('尚未固定应用，可在顶栏的“+”中选择')).toBeInTheDocument();
    expect(screen.queryByText('我的网站')).not.toBeInTheDocument();
  });

  it('offers the websites the user’s roles show, each opening the website; none, no card', async () => {
    api.reply({ '/bindClient/lists': () => ({ data: [{ clientId: 'c1', name: '人才招聘网', logo: '', homeUrl: 'https://jobs.example.com' }] }) });
    renderHome();
    const website = await screen.findByRole('link', { name: /人才招聘网/ });
    expect(website).toHaveAttribute('href', 'https://jobs.example.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(screen.getByText('我的网站')).toBeInTheDocument();
  });

  it('shows the platform’s figures and their days to a holder of 系统监控', async () => {
    renderHome({ pages: [MONITORING] });
    expect(await screen.findByTestId('figures-chart')).toHaveTextContent('3,5,8|1,0,2');
    expect(figure('用户总数')).toBe('1,234');
    expect(figure('在线用户')).toBe('56');
    expect(figure('应用数')).toBe('7');
    expect(figure('今日待办')).toBe('89');
    expect(screen.getByText('每 30 秒刷新')).toBeInTheDocument();
  });

  it('asks for the figures again every 30 seconds', async () => {
    // Only the refresh's clock is driven by the test: the requests keep their own.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      renderHome({ pages: [MONITORING] });
      await waitFor(() => expect(figure('用户总数')).toBe('1,234'));
      api.reply({ '/home/figures': () => ({ data: { ...FIGURES, users: 1240 } }) });
      act(() => vi.advanceTimersByTime(30_000));
      await waitFor(() => expect(figure('用户总数')).toBe('1,240'));
      expect(api.to('/home/figures')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the figures to the admin role', async () => {
    renderHome({ roles: ['admin'] });
    expect(await screen.findByText('平台概况')).toBeInTheDocument();
    await waitFor(() => expect(figure('用户总数')).toBe('1,234'));
  });

  it('shows no figures to others, nor asks for them', async () => {
    renderHome();
    await screen.findByText('审批报销单');
    expect(screen.queryByText('平台概况')).not.toBeInTheDocument();
    expect(api.to('/home/figures')).toHaveLength(0);
  });
});
