import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { listQuery, textFilter } from '@console/contract';
import { address, button, OK, pageOf, renderUsersPage, row, userRecord, userTypeReplies } from '../test/users-harness.tsx';
import { renderPage, scriptedApiForFile } from '../test/api-harness.tsx';
import { changeLanguage } from '../lib/i18n.ts';
import { useAppStore } from '../stores/app.store.ts';
import { CrudPage } from './crud-page.tsx';
import type { ResourceDefinition } from './resource.ts';
import { asIs } from '../lib/i18n.ts';

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({ '/user/list': () => pageOf([userRecord(1), userRecord(2)], 2), ...userTypeReplies });
});
afterEach(() => vi.restoreAllMocks());

const lastList = () => api.to('/user/list').at(-1)!.query;
const filter = (label: string) => within(screen.getByRole('search')).getByLabelText(label);
const header = (name: string) => screen.getByRole('columnheader', { name });

describe('list', () => {
  it('asks for the page, size, sort, order and filters of the address, dropping what the contract refuses', async () => {
    renderUsersPage({ entry: '/sys/user-manage?pageNumber=2&pageSize=20&sort=createdAt&order=asc&name=%E5%BC%A0&enabled=false&departmentId=3&other=1' });
    expect(await screen.findByText('用户1')).toBeInTheDocument();
    expect(Object.fromEntries(lastList())).toEqual({ pageNumber: '2', pageSize: '20', sort: 'createdAt', order: 'asc', name: '张', enabled: 'false', departmentId: '3' });
    expect(filter('姓名')).toHaveValue('张');
    cleanup();

    renderUsersPage({ entry: '/sys/user-manage?pageSize=1000&sort=password&username=ann' });
    await waitFor(() => expect(Object.fromEntries(lastList())).toEqual({ pageNumber: '1', pageSize: '10', order: 'desc', username: 'ann' }));
  });

  it('puts the filters in the address and asks again when searching; 重置 clears them', async () => {
    renderUsersPage({ entry: '/sys/user-manage?pageNumber=3' });
    await screen.findByText('用户1');
    await userEvent.type(filter('用户名'), ' ann ');
    await userEvent.click(filter('状态'));
    await userEvent.click(await screen.findByTitle('已停用'));
    await userEvent.click(button('搜索', screen.getByRole('search')));
    await waitFor(() => expect(Object.fromEntries(address())).toEqual({ username: 'ann', enabled: 'false' }));
    await waitFor(() => expect(lastList().get('username')).toBe('ann'));
    expect(lastList().get('enabled')).toBe('false');
    expect(lastList().get('pageNumber')).toBe('1');

    const asked = api.to('/user/list').length;
    await userEvent.click(button('搜索', screen.getByRole('search')));
    await waitFor(() => expect(api.to('/user/list')).toHaveLength(asked + 1));

    await userEvent.click(button('重置', screen.getByRole('search')));
    await waitFor(() => expect(address().toString()).toBe(''));
    expect(filter('用户名')).toHaveValue('');
    await waitFor(() => expect(lastList().has('username')).toBe(false));
  });

  it('shows only the first filter on a phone until 展开筛选, and all of them after', async () => {
    useAppStore.setState({ device: 'mobile' });
    try {
      renderUsersPage();
      await screen.findByText('用户1');
      expect(filter('用户名')).toBeVisible();
      expect(filter('姓名')).not.toBeVisible();
      const more = button('展开筛选', screen.getByRole('search'));
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(filter('姓名')).toBeVisible();
      expect(button('收起筛选', screen.getByRole('search'))).toHaveAttribute('aria-expanded', 'true');
    } finally {
      useAppStore.setState({ device: 'desktop' });
    }
  });

  it('pages through the server’s pages and sorts by the clicked header', async () => {
    api.replies['/user/list'] = ({ query }) => pageOf([userRecord(Number(query.get('pageNumber')) * 100)], 35);
    renderUsersPage();
    await screen.findByText('用户100');
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('用户200')).toBeInTheDocument();
    expect(address().get('pageNumber')).toBe('2');
    expect(lastList().get('pageNumber')).toBe('2');

    await userEvent.click(header('创建时间'));
    await waitFor(() => expect(lastList().get('sort')).toBe('createdAt'));
    expect(Object.fromEntries(address())).toMatchObject({ sort: 'createdAt', order: 'asc' });
    expect(address().has('pageNumber')).toBe(false);
    await userEvent.click(header('创建时间'));
    await waitFor(() => expect(lastList().get('order')).toBe('desc'));
  });

  it('keeps each cell on one line, pins the first data column on the left and, on a phone, ends the row with its actions pinned nowhere', async () => {
    api.replies['/user/list'] = () => pageOf([userRecord(1, { email: 'a.rather.long.address@example.com' })]);
    renderUsersPage();
    await screen.findByText('用户1');
    const record = row('用户1');
    const cells = [...record.querySelectorAll<HTMLElement>('td')];
    const [selection, first] = cells;
    expect(selection).toHaveClass('ant-table-cell-fix-start');
    expect(first).toHaveClass('ant-table-cell-fix-start');
    for (const cell of cells.slice(2)) expect(cell).not.toHaveClass('ant-table-cell-fix-start');
    for (const cell of cells.slice(1)) expect(cell.className).not.toMatch(/ant-table-cell-fix-end/);
    for (const cell of cells.slice(1)) expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(cells.at(-1)!).getByText(/^编\s*辑$/)).toBeInTheDocument();
    expect(within(record).getByText(/^2024-05-01 \d\d:00:00$/).closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('says 暂无数据 when there are no records', async () => {
    api.replies['/user/list'] = () => pageOf([]);
    renderUsersPage();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('says 加载失败 when the list fails, and 重试 asks again', async () => {
    api.replies['/user/list'] = () => ({ status: 500, desc: '服务器开小差了' });
    renderUsersPage();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    api.replies['/user/list'] = () => pageOf([userRecord(7)]);
    await userEvent.click(button(/^重\s*试$/));
    expect(await screen.findByText('用户7')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('hides 新增, 编辑, 删除, 批量删除 and row selection without the add, edit and delete types', async () => {
    renderUsersPage({ perms: ['view'] });
    await screen.findByText('用户1');
    for (const text of ['新增', '编辑', '删除', '批量删除']) expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows each button for its own permission type', async () => {
    renderUsersPage({ perms: ['view', 'add', 'edit', 'delete'] });
    await screen.findByText('用户1');
    expect(button('新增')).toBeInTheDocument();
    expect(button('批量删除')).toBeDisabled();
    expect(button('编辑', row('用户1'))).toBeInTheDocument();
    expect(button('删除', row('用户1'))).toBeInTheDocument();
    cleanup();

    renderUsersPage({ perms: ['view', 'edit'] });
    await screen.findByText('用户1');
    expect(button('编辑', row('用户1'))).toBeInTheDocument();
    expect(screen.queryByText('新增')).not.toBeInTheDocument();
    expect(within(row('用户1')).queryByText('删除')).not.toBeInTheDocument();
  });
});

describe('create and edit', () => {
  it('checks the create dialog against the contract before sending, then sends it and asks for the list again', async () => {
    api.replies['/user/save'] = () => ({ data: userRecord(3) });
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增用户')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('用户名')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('用户名'), 'ann');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'short');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '安');
    await userEvent.type(within(dialog).getByLabelText('手机号'), '123');
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('必须是以 1 开头的 11 位手机号')).toBeInTheDocument();
    expect(within(dialog).getByText('至少 8 个字符')).toBeInTheDocument();
    expect(api.to('/user/save')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('密码'), '-enough-1');
    await userEvent.clear(within(dialog).getByLabelText('手机号'));
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13800138000');
    await waitFor(() => expect(within(dialog).queryByText('必须是以 1 开头的 11 位手机号')).not.toBeInTheDocument());
    const asked = api.to('/user/list').length;
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/save')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/user/save')[0]!.body)).toEqual({
      username: 'ann', password: 'short-enough-1', name: '安', phone: '13800138000', email: '', avatar: '', departmentId: '', roleIds: '', userType: '0',
    });
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to('/user/list').length).toBeGreaterThan(asked));
  });

  it('says the contract\'s reasons in English to a reader of English', async () => {
    changeLanguage('en-US');
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(button('Add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ann');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ann');
    await userEvent.type(within(dialog).getByLabelText('Mobile'), '2345678901');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'a@b');
    await userEvent.click(button('OK', dialog));
    expect(await within(dialog).findByText('Must be an 11-digit mobile number starting with 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Not a valid e-mail address')).toBeInTheDocument();
    expect(api.to('/user/save')).toHaveLength(0);
  });

  it('gives the focus back to what opened the dialog once it closes', async () => {
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(button('新增'));
    const adding = await screen.findByRole('dialog');
    await waitFor(() => expect(within(adding).getByLabelText('用户名')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button('新增')).toHaveFocus();

    const edit = button('编辑', row('用户1'));
    await userEvent.click(edit);
    const editing = await screen.findByRole('dialog');
    await userEvent.click(button(/取\s*消/, editing));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();
  });

  it('marks the field whose value another record holds, until it changes', async () => {
    api.replies['/user/save'] = () => ({ status: 409, desc: '用户名“ann”已存在', data: { field: 'username' } });
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(button('新增'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('用户名'), 'ann');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'long-enough-1');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '安');
    await userEvent.click(button(OK, dialog));
    const mark = await within(dialog).findByText('用户名“ann”已存在');
    expect(mark.closest('.ant-form-item')).toContainElement(within(dialog).getByLabelText('用户名'));
    await userEvent.type(within(dialog).getByLabelText('用户名'), '2');
    await waitFor(() => expect(within(dialog).queryByText('用户名“ann”已存在')).not.toBeInTheDocument());
  });

  it('edits without username or password and sends the row key', async () => {
    api.replies['/user/list'] = () => pageOf([userRecord(1, { phone: '13800138000', roleIds: [4] })]);
    api.replies['/user/update'] = () => ({ data: userRecord(1) });
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(button('编辑', row('用户1')));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑用户')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('用户名')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('密码')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('用户1');
    await userEvent.clear(within(dialog).getByLabelText('姓名'));
    await userEvent.type(within(dialog).getByLabelText('姓名'), '新名字');
    await userEvent.clear(within(dialog).getByLabelText('手机号'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/user/update')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/user/update')[0]!.body)).toEqual({
      id: '1', name: '新名字', phone: '', email: '', avatar: '', departmentId: '', roleIds: '4', userType: '0',
    });
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('deletes a row after its confirmation', async () => {
    api.replies['/user/delete'] = () => ({ data: { deleted: 1 } });
    renderUsersPage();
    await screen.findByText('用户2');
    await userEvent.click(button('删除', row('用户2')));
    expect(await screen.findByText('确定删除这条记录吗？')).toBeInTheDocument();
    await userEvent.click(button(OK, screen.getByRole('tooltip')));
    await waitFor(() => expect(api.to('/user/delete')).toHaveLength(1));
    expect(api.to('/user/delete')[0]!.body.get('ids')).toBe('2');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('deletes the selected rows after a confirmation dialog', async () => {
    api.replies['/user/delete'] = () => ({ data: { deleted: 2 } });
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(within(row('用户1')).getByRole('checkbox'));
    await userEvent.click(within(row('用户2')).getByRole('checkbox'));
    await userEvent.click(button('批量删除'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除选中的 2 条记录吗？');
    await userEvent.click(button(OK, confirm));
    await waitFor(() => expect(api.to('/user/delete')).toHaveLength(1));
    expect(api.to('/user/delete')[0]!.body.get('ids')).toBe('1,2');
    await waitFor(() => expect(button('批量删除')).toBeDisabled());
  });
});

describe('export', () => {
  const exported = vi.fn((_blob: Blob) => 'blob:export');
  beforeEach(() => {
    exported.mockClear();
    Object.assign(URL, { createObjectURL: exported, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  const csvLines = async () => {
    await waitFor(() => expect(exported).toHaveBeenCalledOnce());
    const bytes = new Uint8Array(await exported.mock.calls[0]![0].arrayBuffer());
    return { bom: [...bytes.slice(0, 3)], lines: new TextDecoder().decode(bytes.slice(3)).split('\r\n') };
  };
  const exportRequests = () => api.to('/user/list').filter(({ query }) => query.get('pageSize') === '100');

  it('writes every page of the current filter and sort as UTF-8 CSV with a BOM, in the columns shown', async () => {
    const special = userRecord(1, { name: '张, "三"', phone: '=1+2', departmentName: '研发部', roleNames: ['管理员', '审核员'], userType: 10, enabled: false });
    const records = [special, ...Array.from({ length: 149 }, (_, index) => userRecord(index + 2))];
    api.replies['/user/list'] = ({ query }) => {
      const [pageNumber, pageSize] = [Number(query.get('pageNumber')), Number(query.get('pageSize'))];
      return pageOf(records.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), records.length);
    };
    localStorage.setItem('crud:1:user', JSON.stringify({ columns: { email: false, createdAt: false } }));
    renderUsersPage({ entry: '/sys/user-manage?name=%E5%BC%A0&sort=createdAt&order=asc' });
    await screen.findByText('user1');
    await userEvent.click(button('导出'));

    const { bom, lines } = await csvLines();
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('用户名,姓名,手机号,部门,角色,用户类型,状态');
    expect(lines[1]).toBe(`user1,"张, ""三""",'=1+2,研发部,"管理员, 审核员",客户主账号,已停用`);
    expect(lines[150]).toBe('user150,用户150,,,,员工,已启用');
    expect(lines).toHaveLength(152);
    expect(exportRequests().map(({ query }) => Object.fromEntries(query))).toEqual([1, 2].map((pageNumber) => ({
      pageNumber: String(pageNumber), pageSize: '100', sort: 'createdAt', order: 'asc', name: '张',
    })));
    expect(await screen.findByText('已导出 150 条')).toBeInTheDocument();
  });

  it('stops at 10,000 rows and says so', async () => {
    api.replies['/user/list'] = ({ query }) => {
      const first = (Number(query.get('pageNumber')) - 1) * Number(query.get('pageSize'));
      return pageOf(Array.from({ length: Number(query.get('pageSize')) }, (_, index) => userRecord(first + index + 1)), 12_345);
    };
    renderUsersPage();
    await screen.findByText('user1');
    await userEvent.click(button('导出'));

    const { lines } = await csvLines();
    expect(lines).toHaveLength(10_002);
    expect(exportRequests()).toHaveLength(100);
    expect(await screen.findByText('共 12345 条，超过导出上限，仅导出了前 10000 条；请缩小搜索范围后分批导出')).toBeInTheDocument();
  });
});

describe('table settings', () => {
  it('remembers the columns shown and the density per user', async () => {
    renderUsersPage();
    await screen.findByText('用户1');
    await userEvent.click(screen.getByLabelText('表格设置'));
    const settings = await screen.findByRole('tooltip');
    await userEvent.click(within(settings).getByLabelText('手机号'));
    await userEvent.click(within(settings).getByText('紧凑'));
    expect(screen.queryByRole('columnheader', { name: '手机号' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('crud:1:user')!)).toEqual({ columns: { phone: false }, density: 'small' });
    cleanup();

    renderUsersPage({ userId: 1 });
    await screen.findByText('用户1');
    expect(screen.queryByRole('columnheader', { name: '手机号' })).not.toBeInTheDocument();
    cleanup();

    renderUsersPage({ userId: 2 });
    await screen.findByText('用户1');
    expect(screen.getByRole('columnheader', { name: '手机号' })).toBeInTheDocument();
  });
});

describe('a local source', () => {
  interface Note {
    id: number;
    title: string;
    sort?: number;
    body?: string;
  }
  const noteQuery = listQuery(['id'], { title: textFilter });
  type NoteQuery = z.output<typeof noteQuery>;

  /** Notes held in an array: the page lists, searches, adds, edits and deletes them without a route. */
  function notesResource(notes: Note[], more: ResourceDefinition<Note, NoteQuery>['columns'] = []): ResourceDefinition<Note, NoteQuery, Omit<Note, 'id'>, Note> {
    return {
      key: 'notes',
      title: asIs('便签'),
      rowKey: 'id',
      columns: [{ key: 'title', title: asIs('标题'), search: { kind: 'text' }, form: { kind: 'text', required: true } }, ...more],
      source: {
        query: noteQuery,
        list: ({ title, pageNumber, pageSize }) => {
          const found = notes.filter((note) => !title || note.title.includes(title)).toReversed();
          return Promise.resolve({ records: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: found.length, pageNumber, pageSize });
        },
      },
      create: (body) => Promise.resolve(void notes.push({ id: notes.length + 1, ...body })),
      update: (body) => Promise.resolve(void Object.assign(notes.find((note) => note.id === body.id)!, body)),
      remove: (ids) => Promise.resolve(void notes.splice(0, notes.length, ...notes.filter((note) => !ids.includes(note.id)))),
    };
  }

  it('on a wide screen pins the row actions on the right and wraps long text within its column', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query.includes('min-width') }));
    const body = { key: 'body', title: asIs('正文'), form: { kind: 'textarea' as const } };
    renderPage(<CrudPage resource={notesResource([{ id: 1, title: '周会', body: '讨论下季度的招聘计划与培训安排' }], [body])} />, { name: 'user-manage', url: '/sys/user-manage' });
    await screen.findByText('周会');
    const cells = [...row('周会').querySelectorAll<HTMLElement>('td')];
    expect(cells.at(-1)).toHaveClass('ant-table-cell-fix-end');
    expect(within(cells.at(-1)!).getByText(/^编\s*辑$/)).toBeInTheDocument();
    for (const cell of cells.slice(0, -1)) expect(cell.className).not.toMatch(/ant-table-cell-fix-end/);
    expect(screen.getByText('讨论下季度的招聘计划与培训安排').closest('td')).toHaveStyle({ whiteSpace: 'normal', maxWidth: '320px' });
    expect(screen.getByText('周会').closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('lists, searches, adds, edits and deletes the records it holds, asking the server nothing', async () => {
    const notes = [{ id: 1, title: '买菜' }, { id: 2, title: '开会' }];
    renderPage(<CrudPage resource={notesResource(notes)} />, { name: 'user-manage', url: '/sys/user-manage' });
    expect(await screen.findByText('买菜')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();

    await userEvent.type(within(screen.getByRole('search')).getByLabelText('标题'), '开');
    await userEvent.click(button('搜索', screen.getByRole('search')));
    await waitFor(() => expect(screen.queryByText('买菜')).not.toBeInTheDocument());
    expect(screen.getByText('开会')).toBeInTheDocument();
    await userEvent.click(button('重置', screen.getByRole('search')));
    expect(await screen.findByText('买菜')).toBeInTheDocument();

    await userEvent.click(button('新增'));
    const creating = await screen.findByRole('dialog');
    await userEvent.type(within(creating).getByLabelText('标题'), '写周报');
    await userEvent.click(button(OK, creating));
    expect(await screen.findByText('写周报')).toBeInTheDocument();
    expect(notes.at(-1)).toEqual({ id: 3, title: '写周报' });

    await userEvent.click(button('编辑', row('买菜')));
    const editing = await screen.findByRole('dialog');
    await userEvent.clear(within(editing).getByLabelText('标题'));
    await userEvent.type(within(editing).getByLabelText('标题'), '买水果');
    await userEvent.click(button(OK, editing));
    expect(await screen.findByText('买水果')).toBeInTheDocument();

    await userEvent.click(button('删除', row('开会')));
    await userEvent.click(button(OK, await screen.findByRole('tooltip')));
    await waitFor(() => expect(screen.queryByText('开会')).not.toBeInTheDocument());
    expect(notes.map(({ title }) => title)).toEqual(['买水果', '写周报']);
    expect(api.requests).toEqual([]);
  });

  it('refuses text that is no number in a number field, and saves nothing until it is one', async () => {
    const notes: Note[] = [];
    const resource = notesResource(notes);
    const withSort = { ...resource, columns: [...resource.columns, { key: 'sort' as const, title: asIs('排序'), form: { kind: 'number' as const } }] };
    renderPage(<CrudPage resource={withSort} />, { name: 'user-manage', url: '/sys/user-manage' });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('标题'), '写周报');
    await userEvent.type(within(dialog).getByLabelText('排序'), 'abc');
    expect(await within(dialog).findByText('请输入数字')).toBeInTheDocument();
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(within(dialog).getByText('请输入数字')).toBeInTheDocument());
    expect(notes).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('排序'));
    await userEvent.type(within(dialog).getByLabelText('排序'), '5');
    await waitFor(() => expect(within(dialog).queryByText('请输入数字')).not.toBeInTheDocument());
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(notes).toEqual([{ id: 1, title: '写周报', sort: 5 }]));
  });
});
