import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NoticeRecord } from '@console/contract/messages';
import { renderPage, scriptedApiForFile, shownErrorsForFile } from '../../test/api-harness.tsx';
import { button, OK, row } from '../../test/users-harness.tsx';
import MessageManagePage from './message-manage.page.tsx';

function notice(id: number, overrides: Partial<NoticeRecord> = {}): NoticeRecord {
  return {
    id, title: `通知${id}`, content: `内容${id}`, audience: 'all', audienceNames: [], recipients: 10, readCount: 3,
    createBy: '管理员', createTime: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}

const pageOf = (records: NoticeRecord[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

const api = scriptedApiForFile();

const shown = shownErrorsForFile();
beforeEach(() => {
  api.reset({
    '/message/notice/list': () => pageOf([
      notice(2, { title: '系统升级', audience: 'roles', audienceNames: ['编辑', '审核员'], recipients: 12, readCount: 5, createBy: '张三' }),
      notice(1, { title: '放假安排' }),
    ]),
    '/role/select': () => ({ data: [{ id: 7, code: 'editor', name: '编辑' }, { id: 8, code: 'auditor', name: '审核员' }] }),
    '/department/options': () => ({ data: [{ id: 3, name: '研发部', parentId: null }] }),
  });
});

const renderNoticesPage = (options: { entry?: string; perms?: ('view' | 'add' | 'delete')[] } = {}) =>
  renderPage(<MessageManagePage />, { name: 'message-manage', url: '/sys/message-manage', ...options });

async function openSendDialog() {
  renderNoticesPage();
  await screen.findByText('系统升级');
  await userEvent.click(button('发送通知'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('发送通知', { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
}

async function write(dialog: HTMLElement, title: string, content: string) {
  await userEvent.type(within(dialog).getByLabelText('标题'), title);
  await userEvent.type(within(dialog).getByLabelText('内容'), content);
}

/** Picks choices of a select of the dialog by their titles. */
async function choose(dialog: HTMLElement, label: string, ...titles: string[]) {
  await userEvent.click(within(dialog).getByLabelText(label));
  for (const title of titles) await userEvent.click(await screen.findByTitle(title));
}

describe('notices page', () => {
  it('lists the notices sent, newest first, with the title filter of the address', async () => {
    renderNoticesPage({ entry: '/sys/message-manage?title=%E5%8D%87%E7%BA%A7' });
    expect(await screen.findByText('系统升级')).toBeInTheDocument();
    const [list] = api.to('/message/notice/list');
    expect(list!.method).toBe('GET');
    expect(Object.fromEntries(list!.query)).toEqual({ pageNumber: '1', pageSize: '10', order: 'desc', title: '升级' });
    expect(row('系统升级')).toHaveTextContent('指定角色编辑、审核员');
    expect(row('系统升级')).toHaveTextContent('125张三');
    expect(row('放假安排')).toHaveTextContent('全体用户');
    expect(screen.getByText('系统升级')).toHaveAttribute('title', '内容2');
  });

  it('sends a notice to the roles chosen', async () => {
    api.reply({ '/message/send/all/topic': () => ({ data: { id: 3, recipients: 12 } }) });
    const dialog = await openSendDialog();
    expect(within(dialog).getByLabelText('标题')).toHaveAttribute('maxlength', '100');
    expect(within(dialog).getByText('0 / 2000')).toBeInTheDocument();
    await write(dialog, '系统升级', '今晚 22 点升级');
    expect(within(dialog).queryByLabelText('接收角色')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('指定角色'));
    await choose(dialog, '接收角色', '编辑', '审核员');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/message/send/all/topic')).toHaveLength(1));
    expect(JSON.parse(api.to('/message/send/all/topic')[0]!.text)).toEqual({ title: '系统升级', content: '今晚 22 点升级', audience: 'roles', targetIds: [7, 8] });
    expect(await screen.findByText('通知已发送')).toBeInTheDocument();
    await waitFor(() => expect(api.to('/message/notice/list')).toHaveLength(2));
  });

  it('sends a notice to everyone without targets', async () => {
    api.reply({ '/message/send/all/topic': () => ({ data: { id: 3, recipients: 40 } }) });
    const dialog = await openSendDialog();
    await write(dialog, '放假安排', '五一放假五天');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/message/send/all/topic')).toHaveLength(1));
    expect(JSON.parse(api.to('/message/send/all/topic')[0]!.text)).toEqual({ title: '放假安排', content: '五一放假五天', audience: 'all' });
  });

  it('sends a notice to users found by name', async () => {
    api.reply({
      '/user/options': ({ query }) => ({ data: query.get('name') === '李' ? [{ id: 21, username: 'lisi', name: '李四' }] : [] }),
      '/message/send/all/topic': () => ({ data: { id: 3, recipients: 1 } }),
    });
    const dialog = await openSendDialog();
    await write(dialog, '面谈', '明天上午面谈');
    await userEvent.click(within(dialog).getByLabelText('指定用户'));
    await userEvent.type(within(dialog).getByLabelText('接收用户'), '李');
    await userEvent.click(await screen.findByTitle('李四（lisi）'));
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(api.to('/message/send/all/topic')).toHaveLength(1));
    expect(JSON.parse(api.to('/message/send/all/topic')[0]!.text)).toMatchObject({ audience: 'users', targetIds: [21] });
  });

  it('refuses a notice to an empty audience before sending, and forgets the roles when the audience changes', async () => {
    const dialog = await openSendDialog();
    await write(dialog, '系统升级', '今晚升级');
    await userEvent.click(within(dialog).getByLabelText('指定角色'));
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('请选择接收角色')).toBeInTheDocument();

    await choose(dialog, '接收角色', '编辑');
    await userEvent.click(within(dialog).getByLabelText('指定部门'));
    expect(within(dialog).getByText('含下级部门')).toBeInTheDocument();
    await userEvent.click(button(OK, dialog));
    expect(await within(dialog).findByText('请选择接收部门')).toBeInTheDocument();
    expect(api.to('/message/send/all/topic')).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const refusal = '所选部门下没有可接收通知的用户';
    api.reply({ '/message/send/all/topic': () => ({ status: 400, desc: refusal }) });
    const dialog = await openSendDialog();
    await write(dialog, '系统升级', '今晚升级');
    await userEvent.click(within(dialog).getByLabelText('指定部门'));
    await choose(dialog, '接收部门', '研发部');
    await userEvent.click(button(OK, dialog));
    await waitFor(() => expect(shown).toEqual([refusal]));
    expect(JSON.parse(api.to('/message/send/all/topic')[0]!.text)).toMatchObject({ audience: 'departments', targetIds: [3] });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('通知已发送')).not.toBeInTheDocument();
  });

  it('withdraws the notices chosen after confirmation', async () => {
    api.reply({ '/message/notice/delByIds/2%2C1': () => ({ data: { deleted: 2 } }) });
    renderNoticesPage();
    await screen.findByText('系统升级');
    await userEvent.click(within(row('系统升级')).getByRole('checkbox'));
    await userEvent.click(within(row('放假安排')).getByRole('checkbox'));
    await userEvent.click(button('批量删除'));
    expect(await screen.findByText('确定删除选中的 2 条记录吗？', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(api.to('/message/notice/delByIds/2%2C1')).toHaveLength(0);
    await userEvent.click(button(OK, screen.getByRole('dialog')));
    await waitFor(() => expect(api.to('/message/notice/delByIds/2%2C1')).toHaveLength(1));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('offers neither sending nor withdrawing without their permissions', async () => {
    renderNoticesPage({ perms: ['view'] });
    await screen.findByText('系统升级');
    expect(screen.queryByText('发送通知')).not.toBeInTheDocument();
    expect(screen.queryByText('批量删除')).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
