import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../lib/i18n.ts';
import { useSettings } from '../stores/settings.store.ts';
import { useTags, type VisitedView } from '../stores/tags.store.ts';
import { SettingsDrawer } from './settings-drawer.tsx';
import { TagsView } from './tags-view.tsx';

const home: VisitedView = { path: '/home', fullPath: '/home', name: 'Home', title: '首页', affix: true };
const accounts: VisitedView = { path: '/system/accounts', fullPath: '/system/accounts?page=2', name: 'Accounts', title: '账号管理' };
const roles: VisitedView = { path: '/system/roles', fullPath: '/system/roles', name: 'Roles', title: '角色管理', noCache: true };
const menus: VisitedView = { path: '/system/menus', fullPath: '/system/menus', name: 'Menus', title: '菜单管理' };

const initialSettings = useSettings.getState();

beforeEach(() => {
  useTags.setState({ visitedViews: [], cachedViews: [], refreshKeys: {} });
  useSettings.setState(initialSettings, true);
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App>
        {ui}
        <Where />
      </App>
    </MemoryRouter>,
  );
}

function showTags(path: string, views: VisitedView[]) {
  for (const view of views) useTags.getState().addView(view);
  return renderAt(path, <TagsView />);
}

const where = () => screen.getByTestId('where').textContent;
const tagPaths = () => screen.queryAllByTestId('tag').map((tag) => tag.dataset.path);
const tagAt = (path: string) => screen.getAllByTestId('tag').find((tag) => tag.dataset.path === path)!;
const closeIconOf = (path: string) => within(tagAt(path)).queryByRole('button', { name: '关闭' });
const middleClick = (element: Element) => fireEvent(element, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));

function openMenuOn(path: string) {
  fireEvent.contextMenu(tagAt(path), { clientX: 40, clientY: 20 });
  return screen.getByRole('menu');
}

const menuLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('tags store', () => {
  it('adds views uniquely by path and updates the title on a second add', () => {
    const { addView } = useTags.getState();
    addView(accounts);
    addView({ ...accounts, title: '账号列表' });

    expect(useTags.getState().visitedViews).toEqual([{ ...accounts, title: '账号列表' }]);
  });

  it('caches the names of views not marked noCache, once each', () => {
    const { addView } = useTags.getState();
    for (const view of [home, accounts, roles, { ...accounts, path: '/system/accounts/2' }]) addView(view);

    expect(useTags.getState().cachedViews).toEqual(['Home', 'Accounts']);
  });

  it('keeps the visited views in localStorage and restores them on rehydrate', async () => {
    const { addView } = useTags.getState();
    addView(home);
    addView(roles);
    const saved = localStorage.getItem('visitedViews');
    expect(JSON.parse(saved!).state.visitedViews).toEqual([home, roles]);

    useTags.setState({ visitedViews: [], cachedViews: [] });
    // Every setState also saves, so put back what a reload would find.
    localStorage.setItem('visitedViews', saved!);
    await useTags.persist.rehydrate();

    expect(useTags.getState().visitedViews).toEqual([home, roles]);
    expect(useTags.getState().cachedViews).toEqual(['Home']);
  });
});

describe('TagsView', () => {
  it('shows one tag per path, updating its title', () => {
    showTags('/home', [home, accounts]);
    act(() => useTags.getState().addView({ ...accounts, title: '账号列表' }));

    expect(tagPaths()).toEqual(['/home', '/system/accounts']);
    expect(tagAt('/system/accounts')).toHaveTextContent('账号列表');
  });

  it('highlights the tag of the current page with the theme colour', () => {
    useTags.getState().addView(home);
    useTags.getState().addView(accounts);
    renderAt(
      '/system/accounts',
      <ConfigProvider theme={{ token: { colorPrimary: '#11a983' } }}>
        <TagsView />
      </ConfigProvider>,
    );

    expect(tagAt('/system/accounts')).toHaveStyle({ background: '#11a983', color: 'rgb(255, 255, 255)' });
    expect(tagAt('/home')).not.toHaveStyle({ background: '#11a983' });
  });

  it('navigates to the full path on click and on Enter', async () => {
    const user = userEvent.setup();
    showTags('/home', [home, accounts, roles]);

    await user.click(screen.getByRole('link', { name: '账号管理' }));
    expect(where()).toBe('/system/accounts');

    screen.getByRole('link', { name: '角色管理' }).focus();
    await user.keyboard('{Enter}');
    expect(where()).toBe('/system/roles');
  });

  it('closes a tag by its close icon and by middle-click, leaving the page only when it was active', async () => {
    const user = userEvent.setup();
    showTags('/system/accounts', [home, accounts, roles, menus]);

    await user.click(closeIconOf('/system/menus')!);
    expect(tagPaths()).toEqual(['/home', '/system/accounts', '/system/roles']);
    expect(where()).toBe('/system/accounts');

    await user.click(closeIconOf('/system/accounts')!);
    expect(tagPaths()).toEqual(['/home', '/system/roles']);
    expect(where()).toBe('/system/roles');

    expect(middleClick(tagAt('/system/roles'))).toBe(false);
    expect(tagPaths()).toEqual(['/home']);
    expect(where()).toBe('/home');
  });

  it("goes to '/' when the closed active tag was the last one", async () => {
    const user = userEvent.setup();
    showTags('/system/accounts', [accounts]);

    await user.click(closeIconOf('/system/accounts')!);

    expect(tagPaths()).toEqual([]);
    expect(where()).toBe('/');
  });

  it('never closes an affix tag', async () => {
    const user = userEvent.setup();
    showTags('/home', [home, accounts]);

    expect(closeIconOf('/home')).toBeNull();
    expect(middleClick(tagAt('/home'))).toBe(true);
    expect(tagPaths()).toEqual(['/home', '/system/accounts']);

    openMenuOn('/home');
    expect(menuLabels()).toEqual(['刷新', '关闭其他', '关闭所有']);
    await user.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    expect(tagPaths()).toEqual(['/home']);

    openMenuOn('/home');
    await user.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    expect(tagPaths()).toEqual(['/home']);
    expect(where()).toBe('/home');
  });

  it('Close from the context menu spares the affix tag and leaves the closed active page', async () => {
    const user = userEvent.setup();
    showTags('/system/accounts', [home, accounts]);

    openMenuOn('/system/accounts');
    await user.click(screen.getByRole('menuitem', { name: '关闭' }));

    expect(tagPaths()).toEqual(['/home']);
    expect(where()).toBe('/home');
  });

  it('opens a 105px context menu at the mouse with the four actions in order', () => {
    showTags('/home', [home, accounts]);

    const menu = openMenuOn('/system/accounts');

    expect(menuLabels()).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    expect(menu).toHaveStyle({ width: '105px', left: '40px', top: '20px' });
  });

  it('closes the context menu on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    showTags('/home', [home, accounts]);

    openMenuOn('/system/accounts');
    await user.click(screen.getByTestId('where'));
    expect(screen.queryByRole('menu')).toBeNull();

    openMenuOn('/system/accounts');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Close Others leaves the affix tag and the chosen one, and shows the chosen one', async () => {
    const user = userEvent.setup();
    showTags('/system/roles', [home, accounts, roles, menus]);

    openMenuOn('/system/accounts');
    await user.click(screen.getByRole('menuitem', { name: '关闭其他' }));

    expect(tagPaths()).toEqual(['/home', '/system/accounts']);
    expect(where()).toBe('/system/accounts');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Close All leaves the affix tags and goes to the last of them', async () => {
    const user = userEvent.setup();
    showTags('/system/accounts', [home, accounts, roles]);

    openMenuOn('/system/roles');
    await user.click(screen.getByRole('menuitem', { name: '关闭所有' }));

    expect(tagPaths()).toEqual(['/home']);
    expect(where()).toBe('/home');
  });

  it('Refresh bumps the refresh key of the view and shows it', async () => {
    const user = userEvent.setup();
    showTags('/home', [home, accounts, roles]);

    openMenuOn('/system/roles');
    await user.click(screen.getByRole('menuitem', { name: '刷新' }));
    openMenuOn('/system/roles');
    await user.click(screen.getByRole('menuitem', { name: '刷新' }));

    expect(useTags.getState().refreshKeys).toEqual({ Roles: 2 });
    expect(where()).toBe('/system/roles');
    expect(tagPaths()).toEqual(['/home', '/system/accounts', '/system/roles']);
  });
});

describe('SettingsDrawer', () => {
  const savedSettings = () => JSON.parse(localStorage.getItem('layoutSettings')!).state;

  function openDrawer() {
    useSettings.getState().setDrawerOpen(true);
    return renderAt('/', <SettingsDrawer />);
  }

  it('starts from the default settings', () => {
    expect(useSettings.getState()).toMatchObject({ theme: '#1890ff', appearance: 'system', tagsView: true, fixedHeader: false, sidebarLogo: true, highContrast: false });
    openDrawer();

    expect(screen.getByText('系统布局配置')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: true }).map((swatch) => swatch.getAttribute('aria-label'))).toEqual(['#1890ff']);
    expect(screen.getByRole('switch', { name: '显示标签栏' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '固定顶栏' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: '显示侧边栏标志' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '高对比度' })).not.toBeChecked();
  });

  it('turns 高对比度 on beside the theme presets, and remembers it like them', async () => {
    const user = userEvent.setup();
    openDrawer();
    const themeSection = screen.getByRole('heading', { name: '主题色' }).closest('section')!;

    await user.click(within(themeSection).getByRole('switch', { name: '高对比度' }));

    expect(useSettings.getState().highContrast).toBe(true);
    expect(savedSettings().highContrast).toBe(true);
    expect(within(themeSection).getByRole('switch', { name: '高对比度' })).toBeChecked();
  });

  it('offers the 8 theme presets and saves the chosen one with a notice', async () => {
    const user = userEvent.setup();
    openDrawer();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: '#304156' }));

    expect(useSettings.getState().theme).toBe('#304156');
    expect(savedSettings().theme).toBe('#304156');
    expect(screen.getByRole('button', { name: '#304156' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '#1890ff' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('正在切换主题...')).toBeInTheDocument();
  });

  it('offers the appearance, following the system until another is chosen, and remembers the choice', async () => {
    const user = userEvent.setup();
    openDrawer();
    const appearance = screen.getByRole('radiogroup', { name: '外观' });
    expect(within(appearance).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['跟随系统', '浅色', '深色']);
    expect(within(appearance).getByRole('radio', { checked: true }).closest('label')).toHaveTextContent('跟随系统');

    await user.click(within(appearance).getByText('深色'));

    expect(useSettings.getState().appearance).toBe('dark');
    expect(savedSettings().appearance).toBe('dark');
    expect(within(appearance).getByRole('radio', { checked: true }).closest('label')).toHaveTextContent('深色');
  });

  it('toggles the three layout switches', async () => {
    const user = userEvent.setup();
    openDrawer();

    await user.click(screen.getByRole('switch', { name: '显示标签栏' }));
    await user.click(screen.getByRole('switch', { name: '固定顶栏' }));
    await user.click(screen.getByRole('switch', { name: '显示侧边栏标志' }));

    expect(useSettings.getState()).toMatchObject({ tagsView: false, fixedHeader: true, sidebarLogo: false });
    expect(savedSettings()).toMatchObject({ tagsView: false, fixedHeader: true, sidebarLogo: false });
    expect(screen.getByRole('switch', { name: '固定顶栏' })).toBeChecked();
  });

  it('names the settings in plain Chinese, and in plain English', () => {
    openDrawer();
    expect(screen.getAllByRole('switch').map((control) => control.getAttribute('aria-label'))).toEqual(['高对比度', '显示标签栏', '固定顶栏', '显示侧边栏标志']);
    cleanup();

    changeLanguage('en-US');
    try {
      openDrawer();
      expect(screen.getByText('Layout settings')).toBeInTheDocument();
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(['System', 'Light', 'Dark']);
      expect(screen.getAllByRole('switch').map((control) => control.getAttribute('aria-label'))).toEqual(['High contrast', 'Show the tags bar', 'Keep the top bar in view', 'Show the sidebar logo']);
    } finally {
      changeLanguage('zh-CN');
    }
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    openDrawer();

    await user.click(screen.getByRole('button', { name: /close/i }));

    expect(useSettings.getState().drawerOpen).toBe(false);
  });
});
