import { useEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../lib/i18n.ts';
import type { AppRoute } from '../lib/routes.ts';
import { useAppStore } from '../stores/app.store.ts';
import { Sidebar } from './sidebar.tsx';

const page = (path: string, title: string): AppRoute => ({ path, name: path, component: () => null, meta: { title } });

const ROUTES: AppRoute[] = [
  { path: '/', name: 'dashboard', redirect: '/home', children: [page('/home', '首页')] },
  {
    path: '/sys', name: 'sys', redirect: '/sys/users', meta: { title: '系统管理' },
    children: [
      page('/sys/users', '用户管理'),
      page('/sys/roles', '角色管理'),
      { ...page('/sys/logs', '日志管理'), meta: { title: '日志管理', unbuilt: true } },
      { path: '/sys/org', name: 'org', redirect: '/sys/org/depts', meta: { title: '组织管理' }, children: [page('/sys/org/depts', '部门管理')] },
      // Menus an administrator added under the area: a page at an address of its own, and one outside the console.
      page('/reports/monthly', '月报'),
      { path: 'https://vendor.example.com/portal', name: 'menu:vendor', href: 'https://vendor.example.com/portal', meta: { title: '供应商门户', icon: 'link' } },
    ],
  },
  { path: '/train', name: 'train', redirect: '/train/home', meta: { title: '适岗培训' }, children: [page('/train/home', '培训首页')] },
];

const router: { navigate?: NavigateFunction } = {};
/** Navigates as a page does, without the sidebar. */
const navigate = (path: string) => router.navigate!(path);
function Navigator() {
  const navigateTo = useNavigate();
  useEffect(() => {
    router.navigate = navigateTo;
  }, [navigateTo]);
  return null;
}

/** The shell's sidebar, following the address as AdminLayout does. */
function Shell({ activeFor }: { activeFor: (path: string) => string }) {
  return (
    <App>
      <Navigator />
      <Routed activeFor={activeFor} />
    </App>
  );
}

function Routed({ activeFor }: { activeFor: (path: string) => string }) {
  const { pathname } = useLocation();
  return (
    <>
      <Sidebar routes={ROUTES} activePath={activeFor(pathname)} />
      <output data-testid="where">{pathname}</output>
    </>
  );
}

const where = () => screen.getByTestId('where').textContent;

const openGroups = () => [...document.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')].map((title) => title.textContent);
const selected = () => [...document.querySelectorAll('.ant-menu-item-selected')].map((selectedItem) => selectedItem.textContent);

beforeEach(() => useAppStore.setState({ sidebarOpened: true, device: 'desktop' }));

describe('Sidebar', () => {
  it('opens the group of the current page and highlights it after every navigation inside the app', async () => {
    render(<MemoryRouter initialEntries={['/home']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    expect(selected()).toEqual(['首页']);
    expect(openGroups()).toEqual([]);

    // As a home tile or the user menu does: no click on the sidebar.
    await act(async () => navigate('/sys/roles'));
    expect(openGroups()).toEqual(['系统管理']);
    expect(selected()).toEqual(['角色管理']);

    await act(async () => navigate('/sys/org/depts'));
    expect(openGroups()).toEqual(['系统管理', '组织管理']);
    expect(selected()).toEqual(['部门管理']);

    await act(async () => navigate('/train/home'));
    expect(openGroups()).toEqual(['适岗培训']);
    expect(selected()).toEqual(['培训首页']);
  });

  it('leaves a group the user opened open while the page shown stays within the open groups', async () => {
    render(<MemoryRouter initialEntries={['/sys/users']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    await userEvent.click(within(screen.getByTestId('sidebar')).getByRole('menuitem', { name: /组织管理$/ }));
    expect(openGroups()).toEqual(['系统管理', '组织管理']);

    await act(async () => navigate('/sys/roles'));
    expect(openGroups()).toEqual(['系统管理', '组织管理']);
    expect(selected()).toEqual(['角色管理']);
  });

  it('opens the group of a page whose address lies outside the group’s', async () => {
    render(<MemoryRouter initialEntries={['/home']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    await act(async () => navigate('/reports/monthly'));
    expect(openGroups()).toEqual(['系统管理']);
    expect(selected()).toEqual(['月报']);
  });

  it('shows a page at an external address as a link opening a new tab, and stays on the page', async () => {
    render(<MemoryRouter initialEntries={['/sys/users']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    const link = screen.getByRole('link', { name: '供应商门户' });
    expect(link).toHaveAttribute('href', 'https://vendor.example.com/portal');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(selected()).toEqual(['用户管理']);
    expect(where()).toBe('/sys/users');
  });

  it('shows each entry\'s whole title on hover, however narrow the sidebar cuts it', () => {
    render(<MemoryRouter initialEntries={['/sys/users']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByText('用户管理')).toHaveAttribute('title', '用户管理');
    expect(within(sidebar).getByRole('link', { name: '供应商门户' })).toHaveAttribute('title', '供应商门户');
  });

  it('greys the entry of a page not built yet and marks it 建设中', () => {
    render(<MemoryRouter initialEntries={['/sys/users']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    const sidebar = screen.getByTestId('sidebar');
    const unbuilt = within(sidebar).getByRole('menuitem', { name: /日志管理\s*建设中$/ });
    expect(within(unbuilt).getByRole('img', { name: '建设中' }).parentElement).toHaveAttribute('title', '建设中：该页面尚未建成');
    expect(within(unbuilt).getByText('日志管理').parentElement).toHaveStyle({ opacity: '0.55' });
    expect(within(within(sidebar).getByRole('menuitem', { name: /用户管理$/ })).queryByRole('img', { name: '建设中' })).not.toBeInTheDocument();
  });

  it('lies over the page on a phone, above a mask that closes it; choosing a page closes it too', async () => {
    useAppStore.setState({ device: 'mobile', sidebarOpened: true });
    render(<MemoryRouter initialEntries={['/sys/users']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    expect(screen.getByTestId('sidebar')).toHaveStyle({ position: 'fixed' });
    await userEvent.click(screen.getByTestId('sidebar-mask'));
    expect(useAppStore.getState().sidebarOpened).toBe(false);
    expect(screen.queryByTestId('sidebar-mask')).toBeNull();
    expect(screen.getByTestId('sidebar')).toHaveStyle({ position: 'sticky' });

    act(() => useAppStore.setState({ sidebarOpened: true }));
    await userEvent.click(within(screen.getByTestId('sidebar')).getByRole('menuitem', { name: /角色管理$/ }));
    expect(where()).toBe('/sys/roles');
    expect(useAppStore.getState().sidebarOpened).toBe(false);
  });

  it('takes its room beside the page on a desktop, with no mask', () => {
    render(<MemoryRouter initialEntries={['/sys/users']}><Shell activeFor={(path) => path} /></MemoryRouter>);
    expect(screen.getByTestId('sidebar')).toHaveStyle({ position: 'sticky' });
    expect(screen.queryByTestId('sidebar-mask')).toBeNull();
  });
});
