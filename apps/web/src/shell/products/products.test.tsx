import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PinGroup, ProductLink, ProductSearchOption } from '@console/contract/products';
import { ASYNC_ROUTES, CONSTANT_ROUTES } from '../../app/routes.tsx';
import { RouteTableContext } from '../../lib/routes.ts';
import { scriptedApiForFile } from '../../test/api-harness.tsx';
import { button } from '../../test/users-harness.tsx';
import { useSession } from '../../stores/session.store.ts';
import { useActiveProduct } from '../../stores/active-product.store.ts';
import { destinationOf } from '../../components/open-product.ts';
import { ProductBar } from './product-bar.tsx';
import { firstThenMore } from './bar-menu.tsx';
import AppsPage from './apps-page.tsx';
import { ProductSearch } from './product-search.tsx';
import { ProductsDrawer } from './products-drawer.tsx';

const link = (id: number, appId = `app${id}`, productBackUrl = ''): ProductLink =>
  ({ id, appId, productName: `应用${id}`, productBackUrl, icon: '' });
const links = (count: number) => Array.from({ length: count }, (_, index) => link(index + 1));

/** Twelve applications in two categories, the first `pinnedCount` of them checked; the eighth opens the training area. */
function pinGroups(pinnedCount: number): PinGroup[] {
  const option = (id: number) => ({ ...link(id, id === 8 ? 'yewen-train' : `app${id}`), checked: id <= pinnedCount });
  return [
    { id: 1, productName: '人才服务', productList: [1, 2, 3, 4, 5, 6].map(option) },
    { id: 2, productName: '政务服务', productList: [7, 8, 9, 10, 11, 12].map(option) },
  ];
}

const api = scriptedApiForFile();
beforeEach(() => {
  useSession.setState({ userId: 1 });
  useActiveProduct.setState({ index: null });
  api.reset({});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderInShell(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/home']}>
          <RouteTableContext.Provider value={{ constant: CONSTANT_ROUTES, permission: ASYNC_ROUTES }}>
            {ui}
            <Where />
          </RouteTableContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

/** An open dialog by its title (under test, antd gives every dialog the same title id, so the accessible name cannot tell them apart). */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('[role="dialog"]')!;
const isOpen = (title: string) => screen.queryByText(title, { selector: '.ant-modal-title' }) !== null;
const where = () => screen.getByTestId('where').textContent;
const itemNames = () => screen.queryAllByTestId('product-item').map((item) => item.textContent);
const savedIds = () => api.to('/product/pinned/save').map((request) => JSON.parse(request.text) as { productIds: number[] });

async function showBar(pinned: ProductLink[]) {
  api.reply({ '/product/pinned': () => ({ data: pinned }) });
  renderInShell(<ProductBar />);
  await waitFor(() => expect(screen.getByLabelText('编辑导航应用')).toBeEnabled());
}

async function openEditor() {
  await userEvent.click(screen.getByLabelText('编辑导航应用'));
  return dialogTitled('编辑导航应用');
}

describe('top bar', () => {
  it('shows 总览 and the first five pinned applications, with 更多 after them', async () => {
    await showBar(links(7));
    expect(itemNames()).toEqual(['应用1', '应用2', '应用3', '应用4', '应用5']);
    expect(screen.getByRole('link', { name: '总览' })).toHaveAttribute('href', '/home');
    expect(screen.getByText('更多').closest('[role="menuitem"]')).toHaveAttribute('aria-haspopup', 'true');
  });

  it('puts the pinned applications after the fifth under 更多, or after fewer when the bar has less room', () => {
    const keys = (items: ReturnType<typeof firstThenMore>) => items.map((item) => item!.key);
    const more = (items: ReturnType<typeof firstThenMore>) => (items.at(-1) as { children: { key: string }[] }).children.map((item) => item.key);
    const itemOf = (product: { id: number }) => ({ key: String(product.id) });
    expect(keys(firstThenMore(links(7), itemOf, '更多'))).toEqual(['1', '2', '3', '4', '5', 'more']);
    expect(more(firstThenMore(links(7), itemOf, '更多'))).toEqual(['6', '7']);
    expect(keys(firstThenMore(links(7), itemOf, '更多', 2))).toEqual(['1', '2', 'more']);
    expect(more(firstThenMore(links(7), itemOf, '更多', 2))).toEqual(['3', '4', '5', '6', '7']);
  });

  it('shows fewer before 更多 when the bar has too little room for five, so that none lies two menus deep', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: this.tagName === 'LI' ? 100 : 0 } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? 450 : 0;
    });
    await showBar(links(7));
    await waitFor(() => expect(itemNames()).toEqual(['应用1', '应用2']));
    await userEvent.click(screen.getByText('更多'));
    await waitFor(() => expect(itemNames()).toEqual(['应用1', '应用2', '应用3', '应用4', '应用5', '应用6', '应用7']));
  });

  it('has no 更多 with five or fewer', async () => {
    await showBar(links(5));
    expect(itemNames()).toHaveLength(5);
    expect(screen.queryByText('更多')).toBeNull();
  });

  it('offers the editor when nothing is pinned', async () => {
    await showBar([]);
    await userEvent.click(button('尚未选择应用'));
    expect(await dialogTitled('编辑导航应用')).toBeInTheDocument();
  });

  it('opens the route named after the application and remembers the item as active', async () => {
    await showBar([link(1, 'user-manage'), link(2, 'thematicDiscussion'), link(3, 'apps')]);

    await userEvent.click(screen.getByText('应用2'));
    expect(where()).toBe('/discussion/thematicDiscussion-list');
    expect(localStorage.getItem('topMenuActiveIndex')).toBe('1');
    expect(screen.getByText('应用2').closest('li')).toHaveClass('ant-menu-item-selected');

    await userEvent.click(screen.getByText('应用3'));
    expect(where()).toBe('/applications');
    expect(localStorage.getItem('topMenuActiveIndex')).toBe('2');
  });

  it('opens an application at an external address in a new tab, leaving the console where it is and its active item as it was', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await showBar([link(1, 'user-manage'), link(2, 'crm', 'https://crm.example.com/')]);

    await userEvent.click(screen.getByText('应用1'));
    await userEvent.click(screen.getByText('应用2'));
    expect(open).toHaveBeenCalledWith('https://crm.example.com/', '_blank', 'noopener');
    expect(where()).toBe('/sys/user-manage');
    // The application the console shows stays the active one; the one opened elsewhere is not marked.
    expect(screen.getByText('应用1').closest('li')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByText('应用2').closest('li')).not.toHaveClass('ant-menu-item-selected');
    open.mockRestore();
  });

  it('warns when an application has neither a page nor an address', async () => {
    await showBar([link(1, 'user-manage'), link(2, 'no-such-page')]);

    await userEvent.click(screen.getByText('应用2'));
    expect(await screen.findByText('“应用2”没有可打开的页面')).toBeInTheDocument();
    expect(where()).toBe('/home');
  });
});

describe('top bar by keyboard', () => {
  const more = () => screen.getByRole('menuitem', { name: '更多' });
  const entry = (name: string) => screen.getByRole('menuitem', { name });
  // rc-menu reads the key's code, which user-event leaves at 0 under jsdom: the key is pressed where the focus is, with its code.
  const KEY_CODES = { Tab: 9, Enter: 13, Escape: 27, ' ': 32, ArrowDown: 40 };
  const press = (key: keyof typeof KEY_CODES) => fireEvent.keyDown(document.activeElement!, { key, keyCode: KEY_CODES[key] });

  async function openMoreFromKeyboard() {
    // rc-menu moves the focus only to items laid out, as nothing is under jsdom.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    await showBar([...links(5), link(6, 'user-manage'), link(7)]);
    more().focus();
    press('Enter');
    await waitFor(() => expect(entry('应用6')).toHaveFocus());
  }

  it('opens 更多 and moves through it with the arrows; Escape shuts it with the focus back on 更多', async () => {
    await openMoreFromKeyboard();
    press('ArrowDown');
    await waitFor(() => expect(entry('应用7')).toHaveFocus());
    press('Escape');
    await waitFor(() => expect(more()).toHaveFocus());
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an entry of 更多 with Enter: it opens, and 更多 shuts with the focus back on it', async () => {
    await openMoreFromKeyboard();
    press('Enter');
    expect(where()).toBe('/sys/user-manage');
    await waitFor(() => expect(more()).toHaveFocus());
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens 更多 and an entry with Space, as a click would', async () => {
    await showBar([...links(5), link(6, 'user-manage'), link(7)]);
    more().focus();
    press(' ');
    await waitFor(() => expect(more()).toHaveAttribute('aria-expanded', 'true'));
    // The list is laid out a moment after 更多 says it is open.
    (await screen.findByRole('menuitem', { name: '应用6' })).focus();
    press(' ');
    expect(where()).toBe('/sys/user-manage');
  });

  it('keeps the focus on 更多 when the bar comes to have less room and shows fewer entries', async () => {
    let room = 1000;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: this.tagName === 'LI' ? 100 : 0 } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? room : 0;
    });
    const resized: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    });
    await showBar(links(7));
    expect(itemNames()).toHaveLength(5);
    more().focus();
    room = 450;
    act(() => resized.forEach((callback) => callback()));
    await waitFor(() => expect(itemNames()).toEqual(['应用1', '应用2']));
    expect(more()).toHaveFocus();
  });

  it('shuts 更多 when Tab leaves it, the focus on 更多 for Tab to go on from', async () => {
    await openMoreFromKeyboard();
    press('Tab');
    await waitFor(() => expect(more()).toHaveAttribute('aria-expanded', 'false'));
    expect(more()).toHaveFocus();
  });
});

describe('applications on a phone', () => {
  it('are behind one button: its drawer has the search, every pinned application and the editor', async () => {
    api.reply({ '/product/pinned': () => ({ data: [link(1, 'user-manage'), ...links(7).slice(1)] }) });
    renderInShell(<ProductsDrawer />);
    await userEvent.click(screen.getByRole('button', { name: '我的应用' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('combobox', { name: '搜索应用' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      ['应用1', '应用2', '应用3', '应用4', '应用5', '应用6', '应用7'],
    ));

    await userEvent.click(within(drawer).getByRole('menuitem', { name: '应用1' }));
    expect(where()).toBe('/sys/user-manage');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: '我的应用' }));
    await userEvent.click(button('编辑导航应用', await screen.findByRole('dialog')));
    expect(await dialogTitled('编辑导航应用')).toBeInTheDocument();
  });
});

describe('destinationOf', () => {
  const routes = [...CONSTANT_ROUTES, ...ASYNC_ROUTES];

  it('prefers the route of the name, then the address', () => {
    expect(destinationOf('yewen-train', 'https://x.example.com/', routes)).toEqual({ kind: 'route', path: '/train' });
    expect(destinationOf('apps', '', routes)).toEqual({ kind: 'route', path: '/applications' });
    expect(destinationOf('crm', 'https://crm.example.com/', routes)).toEqual({ kind: 'external', url: 'https://crm.example.com/' });
    expect(destinationOf('crm', '', routes)).toEqual({ kind: 'none' });
    expect(destinationOf('crm', '/sys/domain-manage', routes)).toEqual({ kind: 'route', path: '/sys/domain-manage' });
  });

  it('sends rbh to its address even if a route had its name', () => {
    expect(destinationOf('rbh', 'https://rbh.example.com/', [{ path: '/rbh', name: 'rbh' }])).toEqual({ kind: 'external', url: 'https://rbh.example.com/' });
  });
});

const SAVE = /^保\s*存$/;
const CANCEL = /^取\s*消$/;

describe('pinned editor', () => {
  it('warns 请先选择一个应用! when saved with none left, without asking the server', async () => {
    await showBar(links(2));
    const dialog = await openEditor();

    await userEvent.click(within(dialog).getByLabelText('移除应用1'));
    await userEvent.click(within(dialog).getByLabelText('移除应用2'));
    expect(within(dialog).queryAllByTestId('pinned-item')).toHaveLength(0);
    await userEvent.click(button(SAVE, dialog));

    expect(await screen.findByText('请先选择一个应用!')).toBeInTheDocument();
    expect(api.to('/product/pinned/save')).toHaveLength(0);
    expect(isOpen('编辑导航应用')).toBe(true);
  });

  it('saves what is left in its order, says 添加成功! and shows the saved list', async () => {
    await showBar(links(3));
    api.reply({ '/product/pinned/save': () => ({ data: [link(1), link(3)] }) });
    const dialog = await openEditor();
    expect(within(dialog).getAllByTestId('pinned-item').map((item) => item.textContent)).toEqual(['1应用1', '2应用2', '3应用3']);

    await userEvent.click(within(dialog).getByLabelText('移除应用2'));
    api.reply({ '/product/pinned': () => ({ data: [link(1), link(3)] }) });
    await userEvent.click(button(SAVE, dialog));

    expect(await screen.findByText('添加成功!')).toBeInTheDocument();
    expect(savedIds()).toEqual([{ productIds: [1, 3] }]);
    expect(api.to('/product/pinned/save')[0]!.method).toBe('POST');
    await waitFor(() => expect(itemNames()).toEqual(['应用1', '应用3']));
    await waitFor(() => expect(isOpen('编辑导航应用')).toBe(false));
  });

  it('keeps the active item on its application when the order changes', async () => {
    await showBar([link(1), link(2), link(3, 'user-manage')]);
    await userEvent.click(screen.getByText('应用3'));
    expect(localStorage.getItem('topMenuActiveIndex')).toBe('2');
    api.reply({ '/product/pinned/save': () => ({ data: [link(3, 'user-manage'), link(1)] }) });
    const dialog = await openEditor();
    await userEvent.click(within(dialog).getByLabelText('移除应用2'));
    await userEvent.click(button(SAVE, dialog));

    await screen.findByText('添加成功!');
    expect(localStorage.getItem('topMenuActiveIndex')).toBe('0');
  });
});

describe('pin panel', () => {
  const checkbox = (name: string) => screen.getByRole('checkbox', { name });

  /** The editor's 固定到导航 tab: the pin panel inside the editor's one dialog. */
  async function openPanel(pinnedCount: number) {
    await showBar(links(pinnedCount));
    api.reply({ '/product/category/getProductListGroupByCatId': () => ({ data: pinGroups(pinnedCount) }) });
    const editor = await openEditor();
    await userEvent.click(within(editor).getByRole('tab', { name: /固定到导航/ }));
    await within(editor).findByText('人才服务');
    return editor;
  }

  it('lists the categories with their applications, checked as pinned, in the editor itself', async () => {
    const editor = await openPanel(2);
    expect(within(editor).getByRole('group', { name: '政务服务' })).toBeInTheDocument();
    expect(checkbox('应用1')).toBeChecked();
    expect(checkbox('应用3')).not.toBeChecked();
    expect(within(editor).getByText('已选 2 / 10')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-modal')).toHaveLength(1);
    expect(within(editor).getAllByRole('button', { name: SAVE })).toHaveLength(1);
    expect(within(editor).queryByRole('button', { name: /^确\s*定$/ })).toBeNull();
  });

  it('disables the unchecked applications at 10 and says 最多选择10个应用 when one is clicked anyway', async () => {
    await openPanel(9);
    expect(checkbox('应用11')).toBeEnabled();

    await userEvent.click(checkbox('应用10'));

    expect(checkbox('应用11')).toBeDisabled();
    expect(checkbox('应用12')).toBeDisabled();
    expect(checkbox('应用1')).toBeEnabled();
    fireEvent.click(screen.getByText('应用11'));
    expect(await screen.findByText('最多选择10个应用')).toBeInTheDocument();
    expect(checkbox('应用11')).not.toBeChecked();

    await userEvent.click(checkbox('应用1'));
    expect(checkbox('应用11')).toBeEnabled();
  });

  it('adds the checked applications to the draft, then saves all of it with one 保存 and closes', async () => {
    const editor = await openPanel(3);
    const saved = [link(1), link(3), link(8), link(5)];
    api.reply({ '/product/pinned/save': () => ({ data: saved }), '/product/pinned': () => ({ data: saved }) });

    await userEvent.click(checkbox('应用2'));
    await userEvent.click(checkbox('应用8'));
    await userEvent.click(checkbox('应用5'));
    expect(api.to('/product/pinned/save')).toHaveLength(0);
    await userEvent.click(within(editor).getByRole('tab', { name: '排序' }));
    expect(within(editor).getAllByTestId('pinned-item').map((item) => item.textContent)).toEqual(['1应用1', '2应用3', '3应用8', '4应用5']);

    await userEvent.click(button(SAVE, editor));
    expect(await screen.findByText('添加成功!')).toBeInTheDocument();
    expect(savedIds()).toEqual([{ productIds: [1, 3, 8, 5] }]);
    await waitFor(() => expect(isOpen('编辑导航应用')).toBe(false));
    await waitFor(() => expect(itemNames()).toEqual(['应用1', '应用3', '应用8', '应用5']));
  });

  it('discards the checked applications on 取消', async () => {
    const editor = await openPanel(2);
    await userEvent.click(checkbox('应用7'));
    await userEvent.click(button(CANCEL, editor));

    await waitFor(() => expect(isOpen('编辑导航应用')).toBe(false));
    expect(api.to('/product/pinned/save')).toHaveLength(0);
    expect(itemNames()).toEqual(['应用1', '应用2']);
  });
});

describe('product search', () => {
  const shownOptions = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option-content')];
  const results: ProductSearchOption[] = [
    {
      product_id: 1, product_name: '人才招聘', app_id: 'recruit', product_back_url: '',
      child: [{ product_id: 2, product_name: '校园招聘', app_id: 'yewen-train', product_back_url: '', child: [] }],
    },
    { product_id: 3, product_name: '招聘会', app_id: 'fair', product_back_url: '', child: [] },
  ];

  it('searches by name as the user types, showing sub-applications under their application', async () => {
    api.reply({ '/product/search': () => ({ data: results }), '/product/pinned': () => ({ data: [] }) });
    renderInShell(<ProductSearch />);

    await userEvent.type(screen.getByRole('combobox', { name: '搜索应用' }), '招聘');

    await waitFor(() => expect(shownOptions().map((option) => option.textContent)).toEqual(['人才招聘', '校园招聘', '招聘会']));
    expect(api.to('/product/search').map((request) => request.query.get('name'))).toEqual(['招聘']);
    const labels = shownOptions().map((option) => option.querySelector('span')!);
    expect(labels.map((label) => label.style.paddingLeft)).toEqual(['0px', '16px', '0px']);
  });

  it('opens the chosen application and clears the box', async () => {
    api.reply({ '/product/search': () => ({ data: results }), '/product/pinned': () => ({ data: [] }) });
    renderInShell(<ProductSearch />);
    const box = screen.getByRole('combobox', { name: '搜索应用' });
    await userEvent.type(box, '校园');
    await waitFor(() => expect(shownOptions()).toHaveLength(3));

    await userEvent.click(shownOptions()[1]!);

    expect(where()).toBe('/train');
    expect(box).toHaveValue('');
  });

  it('opens a chosen application at an external address in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const external = { product_id: 4, product_name: '外部招聘', app_id: 'ext', product_back_url: 'http://jobs.example.com', child: [] };
    api.reply({ '/product/search': () => ({ data: [external] }), '/product/pinned': () => ({ data: [] }) });
    renderInShell(<ProductSearch />);
    await userEvent.type(screen.getByRole('combobox', { name: '搜索应用' }), '外部');
    await waitFor(() => expect(shownOptions()).toHaveLength(1));

    await userEvent.click(shownOptions()[0]!);
    expect(open).toHaveBeenCalledWith('http://jobs.example.com', '_blank', 'noopener');
    expect(where()).toBe('/home');
    open.mockRestore();
  });

  it('says so when nothing matches', async () => {
    api.reply({ '/product/search': () => ({ data: [] }), '/product/pinned': () => ({ data: [] }) });
    renderInShell(<ProductSearch />);
    await userEvent.type(screen.getByRole('combobox', { name: '搜索应用' }), '无此应用');
    expect(await screen.findByText('没有找到应用')).toBeInTheDocument();
    await act(async () => undefined);
  });
});

describe('applications view', () => {
  it('lists the usable applications by category, marks the pinned ones and opens one by its application id', async () => {
    api.reply({
      '/product/category/getProductListGroupByCatId': () => ({ data: pinGroups(1) }),
      '/product/pinned': () => ({ data: [link(1)] }),
    });
    renderInShell(<AppsPage />);

    expect(await screen.findByText('政务服务')).toBeInTheDocument();
    await waitFor(() => expect(within(button('应用1')).getByLabelText('已固定到导航')).toBeInTheDocument());
    expect(within(button('应用8')).queryByLabelText('已固定到导航')).toBeNull();

    await userEvent.click(button('应用8'));

    await waitFor(() => expect(where()).toBe('/train'));
  });

  it('pins from its own panel: 保存 saves and closes, 取消 saves nothing', async () => {
    api.reply({
      '/product/category/getProductListGroupByCatId': () => ({ data: pinGroups(1) }),
      '/product/pinned': () => ({ data: [link(1)] }),
      '/product/pinned/save': () => ({ data: [link(1), link(2)] }),
    });
    renderInShell(<AppsPage />);
    await waitFor(() => expect(button('固定到导航')).toBeEnabled());

    await userEvent.click(button('固定到导航'));
    let panel = await dialogTitled('固定到导航');
    await userEvent.click(await within(panel).findByRole('checkbox', { name: '应用3' }));
    await userEvent.click(button(CANCEL, panel));
    await waitFor(() => expect(isOpen('固定到导航')).toBe(false));
    expect(api.to('/product/pinned/save')).toHaveLength(0);

    await userEvent.click(button('固定到导航'));
    panel = await dialogTitled('固定到导航');
    await userEvent.click(await within(panel).findByRole('checkbox', { name: '应用2' }));
    await userEvent.click(button(SAVE, panel));
    expect(await screen.findByText('添加成功!')).toBeInTheDocument();
    expect(savedIds()).toEqual([{ productIds: [1, 2] }]);
    await waitFor(() => expect(isOpen('固定到导航')).toBe(false));
  });

  it('says when the user may use no application', async () => {
    api.reply({ '/product/category/getProductListGroupByCatId': () => ({ data: [] }), '/product/pinned': () => ({ data: [] }) });
    renderInShell(<AppsPage />);
    expect(await screen.findByText('暂无可用的应用')).toBeInTheDocument();
  });
});
