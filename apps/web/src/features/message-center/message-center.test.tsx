import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TodoRecord } from '@console/contract/messages';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { messageTypeReplies, pageOf, todoRecord, workflow } from '../../test/todos-harness.ts';
import { address, button, OK, row } from '../../test/users-harness.tsx';
import MessageCenterPage from './message-center.page.tsx';

const api = scriptedApiForFile();
let listed: TodoRecord[] = [];

beforeEach(() => {
  listed = [
    todoRecord(3, { title: '请审批政策申报', type: 'workflow', workflow, createTime: '2024-05-03T08:00:00.000Z' }),
    todoRecord(2, { title: '系统维护通知', type: 'notice', read: true, createTime: '2024-05-02T08:00:00.000Z' }),
    todoRecord(1, { title: '完善企业资料', createTime: '2024-05-01T08:00:00.000Z' }),
  ];
  api.reset({
    ...messageTypeReplies,
    '/message/todo/all': () => pageOf(listed),
    '/message/todo/count': () => ({ data: 2 }),
    '/message/todoList': () => pageOf(listed),
  });
});

const renderCentre = (entry = '/message-center') => renderPage(<MessageCenterPage />, { name: 'message-center', url: '/message-center', entry, perms: [] });
const searches = () => api.to('/message/todo/all');
const lastSearch = () => Object.fromEntries(searches().at(-1)!.body);
const searchForm = () => screen.getByRole('search');
const checkbox = (title: string) => within(row(title)).getByRole('checkbox');

/** The confirmation asking this; one cancelled before may still be closing. */
async function confirmation(question: string) {
  const titles = await screen.findAllByText(question, { selector: '.ant-modal-confirm-title' });
  return titles.at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
}

describe('message centre', () => {
  it('lists the messages newest first, with their type, read or not, sender and time', async () => {
    renderCentre();
    expect(await screen.findByText('请审批政策申报')).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ pageNumber: '1', pageSize: '10', order: 'desc' });
    expect(await within(row('请审批政策申报')).findByText('流程审批')).toBeInTheDocument();
    expect(row('请审批政策申报')).toHaveTextContent('未读');
    expect(row('系统维护通知')).toHaveTextContent('已读');
    expect(within(row('系统维护通知')).getByText('通知')).toBeInTheDocument();
    expect(row('完善企业资料')).toHaveTextContent('系统');
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
  });

  it('searches by type, content, read or not and the days sent in, keeping the search in the address', async () => {
    renderCentre();
    await screen.findByText('请审批政策申报');
    await userEvent.click(within(searchForm()).getByLabelText('类型'));
    await userEvent.click(await screen.findByTitle('流程审批'));
    await userEvent.type(within(searchForm()).getByLabelText('内容'), '申报');
    await userEvent.click(within(searchForm()).getByLabelText('状态'));
    await userEvent.click(await screen.findByTitle('未读'));
    await userEvent.type(within(searchForm()).getByLabelText('开始日期'), '2024-05-01');
    // Enter in the last field searches, as in any field of the form.
    await userEvent.type(within(searchForm()).getByLabelText('结束日期'), '2024-05-31{Enter}');

    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(lastSearch()).toMatchObject({ type: 'workflow', content: '申报', read: 'false', startTime: '2024-05-01', endTime: '2024-05-31' });
    expect(Object.fromEntries(address())).toMatchObject({ type: 'workflow', content: '申报', read: 'false', startTime: '2024-05-01', endTime: '2024-05-31' });
  });

  it('starts from the search in the address', async () => {
    renderCentre('/message-center?read=true&startTime=2024-05-02');
    await screen.findByText('请审批政策申报');
    expect(lastSearch()).toMatchObject({ read: 'true', startTime: '2024-05-02' });
    expect(within(searchForm()).getByLabelText('开始日期')).toHaveValue('2024-05-02');
  });

  it('says so when there is no message', async () => {
    listed = [];
    renderCentre();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(button('清除本页')).toBeDisabled();
  });

  it('opens a message from its row in the to-do dialog, which marks it read and asks for the list again', async () => {
    api.reply({ '/message/todo/1': () => ({ data: todoRecord(1, { title: '完善企业资料', content: '请补充营业执照', read: true }) }) });
    renderCentre();
    await screen.findByText('完善企业资料');
    await userEvent.click(row('完善企业资料').querySelector('td:last-child')!);

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('请补充营业执照')).toBeInTheDocument();
    expect(api.to('/message/todo/1')).toHaveLength(1);
    // Asked again at least once; how many times depends on when the first answer arrived.
    await waitFor(() => expect(searches().length).toBeGreaterThanOrEqual(2));
  });

  it('clears the chosen messages once confirmed', async () => {
    api.reply({ '/message/clearByIds/3%2C1': () => ({ data: { deleted: 2 } }) });
    renderCentre();
    await screen.findByText('请审批政策申报');
    expect(button('清除选中')).toBeDisabled();
    await userEvent.click(checkbox('请审批政策申报'));
    await userEvent.click(checkbox('完善企业资料'));
    await userEvent.click(button('清除选中'));

    const dialog = await confirmation('确定清除选中的 2 条消息吗？');
    await userEvent.click(button('取 消', dialog));
    expect(api.to('/message/clearByIds/3%2C1')).toHaveLength(0);

    await userEvent.click(button('清除选中'));
    await userEvent.click(button(OK, await confirmation('确定清除选中的 2 条消息吗？')));
    expect(await screen.findByText('已清除 2 条消息')).toBeInTheDocument();
    expect(api.to('/message/clearByIds/3%2C1')).toHaveLength(1);
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('clears every message of the page once confirmed', async () => {
    api.reply({ '/message/clearByIds/3%2C2%2C1': () => ({ data: { deleted: 3 } }) });
    renderCentre();
    await screen.findByText('请审批政策申报');
    await userEvent.click(button('清除本页'));
    await userEvent.click(button(OK, await confirmation('确定清除本页的 3 条消息吗？')));
    expect(await screen.findByText('已清除 3 条消息')).toBeInTheDocument();
    await waitFor(() => expect(searches()).toHaveLength(2));
  });

  it('marks every message read', async () => {
    api.reply({ '/message/todo/clear': () => ({ data: { updated: 2 } }) });
    renderCentre();
    await screen.findByText('请审批政策申报');
    await userEvent.click(button('全部已读'));
    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
    expect(api.to('/message/todo/clear')[0]!.method).toBe('POST');
    await waitFor(() => expect(searches()).toHaveLength(2));
  });
});
