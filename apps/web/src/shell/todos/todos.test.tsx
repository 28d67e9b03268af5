import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@console/contract';
import { SOCKET_CLOSE, type PushedMessage, type TodoRecord } from '@console/contract/messages';
import { changeLanguage } from '../../lib/i18n.ts';
import { realtime } from '../../lib/realtime.ts';
import { useSession } from '../../stores/session.store.ts';
import { scriptedApiForFile } from '../../test/api-harness.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { messageTypeReplies, MINUTE, pageOf, todoRecord, workflow } from '../../test/todos-harness.ts';
import { button } from '../../test/users-harness.tsx';
import { RealtimeSession } from '../realtime-session.tsx';
import { COUNT_POLL_MS } from './todo-feed.ts';
import { TodoBell } from './todo-bell.tsx';

const api = scriptedApiForFile();
let unread = 0;
let latest: TodoRecord[] = [];

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  useSession.setState({ userId: 1 });
  unread = 0;
  latest = [];
  api.reset({
    ...messageTypeReplies,
    '/message/todo/count': () => ({ data: unread }),
    '/message/todoList': () => pageOf(latest),
    '/message/ws/ticket': () => ({ data: { ticket: 'ticket-1', expiresIn: 30 } }),
  });
});
afterEach(() => {
  realtime.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/home']}>
          <TodoBell />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

const bell = () => screen.getByLabelText(/^待办，\d+ 条未读$/);
/** What the badge shows, or null when it shows nothing. */
const badge = () => bell().querySelector('.ant-badge-count')?.textContent ?? null;
const items = () => screen.queryAllByTestId('todo-item');
const asked = (path: string) => api.to(path).length;

/** The bell once its count has come. */
async function shownBell(count: number) {
  unread = count;
  renderBell();
  await waitFor(() => expect(bell()).toHaveAccessibleName(`待办，${count} 条未读`));
}

async function openPopover() {
  await userEvent.click(bell());
  return screen.findByRole('list', { name: '最新待办' }, { timeout: 10_000 });
}

/** The socket of the tab, open. */
async function connected() {
  realtime.start();
  // No change of the page tells that the ticket came: vi.waitFor asks again on its own clock.
  await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
  act(() => FakeSocket.last!.open());
  return FakeSocket.last!;
}

const pushed = (id: number, title: string): PushedMessage => ({
  id, title, content: `${title}的内容`, type: 'workflow', result: '', createTime: new Date().toISOString(),
  createBy: '政策申报系统', sendUserId: null, workflow,
});

describe('the to-do bell', () => {
  it('shows no badge at 0', async () => {
    await shownBell(0);
    expect(badge()).toBeNull();
  });

  it('shows 99+ above 99', async () => {
    await shownBell(120);
    expect(badge()).toBe('99+');
  });

  it('lists the latest to-dos in a 400 px popover: title, how long ago, type, unread ones marked', async () => {
    latest = [todoRecord(1, { read: true }), todoRecord(2, { type: 'workflow', createTime: new Date(Date.now() - 2 * 60 * MINUTE).toISOString() })];
    await shownBell(1);
    const list = await openPopover();
    expect(list.closest('.ant-popover')).toHaveStyle({ width: '400px' });
    const [read, fresh] = within(list).getAllByTestId('todo-item');
    expect(read).toHaveTextContent('待办1');
    expect(read).toHaveTextContent('3 分钟前');
    expect(await within(read!).findByText('待办事项')).toBeInTheDocument();
    expect(read).not.toHaveTextContent('未读');
    expect(fresh).toHaveTextContent('待办2 (未读)');
    expect(fresh).toHaveTextContent('2 小时前');
    expect(within(fresh!).getByText('流程审批')).toBeInTheDocument();
  });

  it('says so when there is nothing to do', async () => {
    await shownBell(0);
    await userEvent.click(bell());
    expect(await screen.findByText('暂无待办事项', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('raises the badge on a pushed message and shows it first in the open list, asking only the count again once settled', async () => {
    latest = [todoRecord(1)];
    await shownBell(1);
    await openPopover();
    const socket = await connected();
    expect(socket.url).toBe('ws://localhost:3000/yl1001/platform/api/message/ws?ticket=ticket-1');
    // A connection asks for what it may have missed.
    await waitFor(() => expect(asked('/message/todo/count')).toBe(2));
    await waitFor(() => expect(asked('/message/todoList')).toBe(2));

    // The server stored the message before pushing it.
    unread = 2;
    act(() => socket.push({ type: 'message', message: pushed(8, '政策申报待审核') }));

    await waitFor(() => expect(badge()).toBe('2'));
    expect(items()[0]).toHaveTextContent('政策申报待审核 (未读)');
    expect(items()[1]).toHaveTextContent('待办1');
    expect(asked('/message/todoList')).toBe(2);
    // A count asked just before a burst could answer without some of its messages: it is asked once more.
    await waitFor(() => expect(asked('/message/todo/count')).toBe(3));
    expect(badge()).toBe('2');
    expect(asked('/message/todoList')).toBe(2);
  });

  it('shows a pushed message of the platform in English to a reader of English', async () => {
    changeLanguage('en-US');
    unread = 0;
    renderBell();
    await waitFor(() => expect(screen.getByLabelText('To-dos, 0 unread')).toBeInTheDocument());
    await userEvent.click(screen.getByLabelText('To-dos, 0 unread'));
    await screen.findByText('Nothing to do', {}, { timeout: 10_000 });
    const socket = await connected();
    unread = 1;
    const failed = { title: MESSAGES.jobFailedTitle('早会提醒'), content: MESSAGES.jobRuns.failedOnRequest('早会'), createBy: MESSAGES.senders.jobs };
    act(() => socket.push({ type: 'message', message: { ...pushed(9, failed.title), ...failed, english: { title: 'The scheduled job “早会提醒” failed', content: 'Failed as its parameters asked: 早会', createBy: 'Scheduled jobs' } } }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('The scheduled job “早会提醒” failed (unread)'));
  });

  it('takes the count the socket tells, read in another tab', async () => {
    await shownBell(5);
    unread = 4;
    const socket = await connected();
    await waitFor(() => expect(badge()).toBe('4'));
    act(() => socket.push({ type: 'count', count: 3 }));
    await waitFor(() => expect(badge()).toBe('3'));
  });

  it('opens a to-do in a dialog, which marks it read, and asks for the count and the list again', async () => {
    latest = [todoRecord(1)];
    api.reply({ '/message/todo/1': () => ({ data: todoRecord(1, { read: true, createBy: '张三', result: '已受理' }) }) });
    await shownBell(1);
    await openPopover();
    unread = 0;
    latest = [todoRecord(1, { read: true })];
    const counts = asked('/message/todo/count');

    await userEvent.click(items()[0]!);

    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findByText('待办1的内容')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('张三');
    expect(dialog).toHaveTextContent('已受理');
    expect(asked('/message/todo/1')).toBe(1);
    await waitFor(() => expect(asked('/message/todo/count')).toBe(counts + 1));
    await waitFor(() => expect(badge()).toBeNull());
    expect(within(dialog).queryByText('处 理')).toBeNull();
  });

  it('marks every to-do read', async () => {
    latest = [todoRecord(1)];
    api.reply({ '/message/todo/clear': () => ({ data: { updated: 1 } }) });
    await shownBell(1);
    await openPopover();
    unread = 0;

    await userEvent.click(button('全部已读'));

    expect(await screen.findByText('已全部标为已读')).toBeInTheDocument();
    expect(api.to('/message/todo/clear')[0]!.method).toBe('POST');
    await waitFor(() => expect(badge()).toBeNull());
  });

  it('leads to the message centre for more', async () => {
    await shownBell(0);
    await userEvent.click(bell());
    await userEvent.click(await screen.findByText('查看更多', {}, { timeout: 10_000 }));
    expect(screen.getByTestId('where')).toHaveTextContent('/message-center');
  });

  /** Opens the popover of one to-do with Enter on the bell; the popover takes the focus. */
  async function openedFromKeyboard() {
    latest = [todoRecord(1)];
    await shownBell(1);
    bell().focus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('list', { name: '最新待办' }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(list.parentElement));
    return list;
  }

  it('is used from the keyboard: the open popover takes the focus, Escape gives it back', async () => {
    await openedFromKeyboard();
    await userEvent.tab();
    expect(document.activeElement).toBe(items()[0]);
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(bell());
  });

  it('closes the popover when Tab leaves it: past its last control, or before its first back to the bell', async () => {
    const list = await openedFromKeyboard();
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(bell());
    await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'false'));

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(list.parentElement));
    screen.getByRole('button', { name: '查看更多' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(bell()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('handling a workflow to-do', () => {
  const assign = vi.fn();

  async function openWorkflowTodo(start: { formKey: string; formPerms: string }) {
    vi.stubGlobal('location', { ...window.location, assign });
    assign.mockClear();
    latest = [todoRecord(4, { type: 'workflow', workflow })];
    api.reply({
      '/message/todo/4': () => ({ data: todoRecord(4, { type: 'workflow', workflow, read: true }) }),
      '/processNode/getStartNode/proc-7': () => ({ data: { procInstId: 'proc-7', ...start } }),
    });
    await shownBell(1);
    await openPopover();
    await userEvent.click(items()[0]!);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(await within(dialog).findByText('处 理'));
    await waitFor(() => expect(api.to('/processNode/getStartNode/proc-7')).toHaveLength(1));
  }

  it('leaves for the policy application with the workflow and the form its start node begins with', async () => {
    await openWorkflowTodo({ formKey: 'apply-form', formPerms: '{"a":"r"}' });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [address] = assign.mock.calls[0] as [string];
    expect(address.startsWith('/apps/zhengce/#/pending-detail?')).toBe(true);
    expect([...new URLSearchParams(address.split('?')[1])]).toEqual([
      ['taskId', 'task-9'], ['procInstId', 'proc-7'], ['procDefId', 'def-2'], ['taskFormKey', 'review-form'], ['policyId', 'policy-3'],
      ['applyUserId', 'user-5'], ['verificationStatus', 'pending'], ['businessKey', 'biz 1&2'], ['startFormKey', 'apply-form'], ['formPerms', '{"a":"r"}'],
    ]);
  });

  it('says that the start node has no form, and stays', async () => {
    await openWorkflowTodo({ formKey: '', formPerms: '' });
    expect(await screen.findByText(MESSAGES.noStartFormKey)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('while the socket is down', () => {
  /** Another to-do arrives, then COUNT_POLL_MS pass. */
  async function afterAPoll(count: number) {
    unread = count;
    await act(() => vi.advanceTimersByTimeAsync(COUNT_POLL_MS));
  }

  it('asks for the count every 15 s, and no more once the socket is open', async () => {
    // Only the intervals: the requests and the waits of the test go on in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await shownBell(1);
    await afterAPoll(2);
    await waitFor(() => expect(badge()).toBe('2'));
    await afterAPoll(3);
    await waitFor(() => expect(badge()).toBe('3'));

    unread = 4;
    const socket = await connected();
    await waitFor(() => expect(badge()).toBe('4'));
    const asks = asked('/message/todo/count');
    await afterAPoll(5);
    await afterAPoll(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked('/message/todo/count')).toBe(asks);
    expect(badge()).toBe('4');

    act(() => socket.closeWith(SOCKET_CLOSE.tooSlow));
    await afterAPoll(7);
    await waitFor(() => expect(badge()).toBe('7'));
  });
});

describe('the shell', () => {
  it('keeps the message socket open while it is shown, and closes it when it goes with the session', async () => {
    const { unmount } = render(<RealtimeSession />);
    await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
    act(() => FakeSocket.last!.open());
    expect(realtime.connected).toBe(true);

    unmount();
    expect(FakeSocket.last!.closedByClient).toBe(true);
    expect(realtime.connected).toBe(false);
  });
});
