import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductLink } from '@console/contract/products';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from '../../app/routes.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { RouteTableContext } from '../../lib/routes.ts';
import { scriptedApiForFile } from '../../test/api-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import { useTags } from '../../stores/tags.store.ts';
import { PaletteLauncher } from './palette-launcher.tsx';

/** The side menu's routes of an administrator, as the layout hands them to the top bar. */
const MENU_ROUTES = [...CONSTANT_ROUTES, ...ASYNC_ROUTES].filter((route) => !route.public && !route.meta?.notShowMenu);

const product = (id: number, productName: string, appId: string, productBackUrl = ''): ProductLink => ({ id, appId, productName, productBackUrl, icon: '' });

const api = scriptedApiForFile();
beforeAll(async () => {
  // What the palette fetches at its first opening, compiled once here, so that no test waits for it.
  await Promise.all([import('./command-palette.tsx'), import('pinyin-pro')]);
});
beforeEach(() => {
  useSession.setState({ userId: 1 });
  useTags.setState({ visitedViews: [{ path: '/sys/role-manage', fullPath: '/sys/role-manage?page=2', name: 'role-manage', title: '角色管理' }] });
  api.reset({ '/product/pinned': () => ({ data: [product(1, '信息化平台', 'user-manage'), product(2, '客户关系', 'crm', 'https://crm.example.com/')] }) });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}{useLocation().search}</output>;
}

function renderShell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Without motion a closed dialog goes at once: jsdom never ends a transition.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/home']}>
            <RouteTableContext.Provider value={{ constant: CONSTANT_ROUTES, permission: ASYNC_ROUTES }}>
              <PaletteLauncher routes={MENU_ROUTES} />
              <Where />
            </RouteTableContext.Provider>
          </MemoryRouter>
        </QueryClientProvider>
      </App>
    </ConfigProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const searchBox = () => screen.getByRole('combobox', { name: '搜索页面、标签和应用' });
const options = () => screen.queryAllByRole('option');
const highlighted = () => screen.getByRole('option', { selected: true });
const paletteShown = () => screen.queryByRole('combobox', { name: '搜索页面、标签和应用' }) !== null;

async function openPalette(user = userEvent.setup()) {
  renderShell();
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(searchBox()).toHaveFocus());
  return user;
}

/** Types a query and waits until the palette's answer to it includes `expected`. */
async function search(user: ReturnType<typeof userEvent.setup>, query: string, expected: string | RegExp) {
  await user.clear(searchBox());
  await user.type(searchBox(), query);
  await waitFor(() => expect(options().map((option) => option.textContent)).toContainEqual(expect.stringMatching(expected)));
}

describe('the command palette', () => {
  it('opens from the top bar’s button, whose hint names the shortcut and gives way to the palette', async () => {
    const user = userEvent.setup();
    renderShell();
    const button = screen.getByRole('button', { name: '搜索页面、标签和应用' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('搜索页面、标签和应用 (Ctrl K)');
    await user.click(button);
    await waitFor(() => expect(searchBox()).toHaveFocus());
    // The pointer still rests on the button: its hint must not cover the palette.
    await waitFor(() => expect(screen.getByRole('tooltip', { hidden: true }).closest('.ant-tooltip')).toHaveClass('ant-tooltip-hidden'));
  });

  it('opens on ⌘+K too, wherever the focus is', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('finds a page by the initials of its pinyin and by its full pinyin, marking the matched characters', async () => {
    const user = await openPalette();

    await search(user, 'yhgl', /用户管理/);
    const page = within(screen.getByRole('group', { name: '页面' })).getByRole('option', { name: /用户管理/ });
    expect(page).toHaveTextContent('/sys/user-manage');
    expect([...page.querySelectorAll('mark')].map((mark) => mark.textContent).join('')).toBe('用户管理');

    await search(user, 'yonghuguanli', /用户管理/);
    await search(user, 'JSGL', /角色管理/);
  });

  it('groups pages, open tags and applications, and says when nothing matches', async () => {
    const user = await openPalette();

    await search(user, '管理', /角色管理/);
    expect(screen.getByRole('group', { name: '页面' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '应用' })).toBeNull();
    expect(within(screen.getByRole('group', { name: '已打开' })).getByRole('option')).toHaveTextContent('角色管理/sys/role-manage?page=2');

    await search(user, 'xxh', /信息化平台/);
    expect(within(screen.getByRole('group', { name: '应用' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['信息化平台']);

    await user.clear(searchBox());
    await user.type(searchBox(), 'zzzz');
    expect(screen.getByText('没有匹配的页面、标签或应用')).toBeInTheDocument();
    expect(options()).toEqual([]);
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the highlight with the arrows, round the ends, and opens the highlighted page in place on Enter', async () => {
    const user = await openPalette();
    await search(user, 'jsgl', /page=2/);
    expect(options().map((option) => option.textContent)).toEqual(['角色管理/sys/role-manage', 'ISV角色管理/sys/open-manage/isv-role-manage', '角色管理/sys/role-manage?page=2']);
    expect(highlighted()).toBe(options()[0]);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options()[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options()[1]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(highlighted()).toBe(options()[0]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(highlighted()).toBe(options()[1]);

    await user.keyboard('{Enter}');
    expect(where()).toBe('/sys/open-manage/isv-role-manage');
    await waitFor(() => expect(paletteShown()).toBe(false));
  });

  it('opens an open tag at its full address and an application as the top bar does', async () => {
    const user = await openPalette();
    await search(user, 'jsgl', /page=2/);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(where()).toBe('/sys/role-manage?page=2');

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.keyboard('{Control>}k{/Control}');
    await search(user, 'kehu', /客户关系/);
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledWith('https://crm.example.com/', '_blank', 'noopener');
    open.mockRestore();

    await user.keyboard('{Control>}k{/Control}');
    await search(user, '信息', /信息化平台/);
    await user.click(screen.getByRole('option', { name: /信息化平台/ }));
    expect(where()).toBe('/sys/user-manage');
  });

  it('closes on Escape and opens empty the next time', async () => {
    const user = await openPalette();
    await user.type(searchBox(), 'yhgl');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(paletteShown()).toBe(false));
    expect(where()).toBe('/home');

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveValue('');
  });

  it('stays open when Escape only cancels the characters an input method is composing', async () => {
    const user = await openPalette();
    await user.type(searchBox(), 'yh');
    fireEvent.compositionStart(searchBox());
    fireEvent.keyDown(searchBox(), { key: 'Escape', isComposing: true });
    fireEvent.compositionEnd(searchBox());
    fireEvent.keyDown(searchBox(), { key: 'Escape' });
    expect(paletteShown()).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 250));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(paletteShown()).toBe(false));
  });

  it('speaks English in English', async () => {
    changeLanguage('en-US');
    try {
      const user = userEvent.setup();
      renderShell();
      await user.keyboard('{Control>}k{/Control}');
      const box = await screen.findByRole('combobox', { name: 'Search pages, tabs and applications' });
      await user.type(box, 'users');
      expect(within(screen.getByRole('group', { name: 'Pages' })).getAllByRole('option')[0]).toHaveTextContent('Users/sys/user-manage');
      await user.type(box, 'zzz');
      expect(screen.getByText('No page, tab or application matches')).toBeInTheDocument();
    } finally {
      changeLanguage('zh-CN');
    }
  });
});
