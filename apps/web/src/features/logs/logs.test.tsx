import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainVerification, LogRecord } from '@console/contract/logs';
import { realtime } from '../../lib/realtime.ts';
import { renderPage, scriptedApiForFile } from '../../test/api-harness.tsx';
import { FakeSocket } from '../../test/fake-socket.ts';
import { button, row } from '../../test/users-harness.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import LogsPage from './logs.page.tsx';

function entry(id: number, overrides: Partial<LogRecord> = {}): LogRecord {
  return {
    id, kind: 'operation', at: '2026-11-20T08:00:00.000Z', userId: 1, username: 'admin', ip: '10.0.0.8', userAgent: 'Mozilla/5.0',
    method: 'POST', route: '/yl1001/platform/api/user/save', path: '/yl1001/platform/api/user/save', page: 'user-manage', action: 'Create a user', operation: '新增用户',
    status: 200, success: true, message: '', durationMs: 12, body: '{"username":"zhang","password":"[redacted]"}', requestId: `request-${id}`, ...overrides,
  };
}

const chainStart = { legacyThroughSeq: 0, legacySealedAt: '2026-11-01T00:00:00.000Z', purgedThroughSeq: 0 };
const intactChain: ChainVerification = {
  intact: true, checked: 1234, broken: null, ...chainStart,
  first: { id: 1, seq: 1, at: '2026-11-20T08:00:00.000Z' }, last: { id: 1234, seq: 1234, at: '2026-11-27T08:00:00.000Z' },
};
const brokenChain: ChainVerification = {
  intact: false, checked: 6, first: { id: 1, seq: 1, at: '2026-11-20T08:00:00.000Z' }, last: { id: 6, seq: 6, at: '2026-11-20T08:05:00.000Z' },
  broken: { id: 7, seq: 7, at: '2026-11-20T08:06:00.000Z', problem: 'changed', missing: 0 }, ...chainStart,
};

const pageOf = (records: LogRecord[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

const api = scriptedApiForFile();
/** A two-character button label, which antd spaces out. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  api.reset({
    // The server words operations and failure reasons in the language asked for.
    '/log/list/operation': ({ language }) => pageOf(language === 'en-US'
      ? [entry(2, { status: 409, success: false, message: 'The role code “auditor” is already taken', route: '/yl1001/platform/api/role/save', operation: 'Add a role' }), entry(1, { operation: 'Add a user' })]
      : [entry(2, { status: 409, success: false, message: '角色编码“auditor”已存在', route: '/yl1001/platform/api/role/save', operation: '新增角色' }), entry(1)]),
    '/log/list/login': () => pageOf([entry(3, { kind: 'login', route: '/yl1001/platform/api/user/login', username: 'zhang', userId: null, success: false, message: '用户名或密码错误', operation: '登录' })]),
    '/log/verify': (request) => ({ data: request.query.get('from') ? brokenChain : intactChain }),
    '/log/show/real/time': () => ({ data: { level: 'warn', until: '2026-11-27T10:00:00.000Z' } }),
    '/close/real/time': () => ({ data: { stopped: true } }),
    '/message/ws/ticket': () => ({ data: { ticket: 'ticket-1', expiresIn: 30 } }),
  });
});
afterEach(() => {
  realtime.stop();
  vi.unstubAllGlobals();
});

const renderLogs = (perms: 'view'[] = ['view']) =>
  renderPage(<LogsPage />, { name: 'log-manage', url: '/sys/log-manage', perms });

describe('logs page', () => {
  it('lists operations with their result and, beside it, why one failed, wrapped; shows one redacted body in its details', async () => {
    renderLogs();
    expect(await screen.findByText('角色编码“auditor”已存在')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/log/list/operation')[0]!.query)).toEqual({ pageNumber: '1', pageSize: '10', order: 'desc' });
    expect(row('角色编码“auditor”已存在')).toHaveTextContent('失败');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('失败原因')).toBe(headers.indexOf('结果') + 1);
    expect(screen.getByText('角色编码“auditor”已存在').closest('td')).toHaveStyle({ whiteSpace: 'normal' });
    await userEvent.click(button('详情', row('/yl1001/platform/api/user/save')));
    expect(await screen.findByText(/"password": "\[redacted\]"/)).toBeInTheDocument();
  });

  it('names each operation and says why it failed in the reader\'s language, asking again when it changes', async () => {
    renderLogs();
    expect(await screen.findByText('角色编码“auditor”已存在')).toBeInTheDocument();
    expect(row('角色编码“auditor”已存在')).toHaveTextContent('新增角色');
    expect(row('/yl1001/platform/api/user/save')).toHaveTextContent('新增用户');
    await act(() => changeLanguage('en-US'));
    try {
      expect(await screen.findByText('The role code “auditor” is already taken')).toBeInTheDocument();
      expect(row('The role code “auditor” is already taken')).toHaveTextContent('Add a role');
      expect(row('/yl1001/platform/api/user/save')).toHaveTextContent('Add a user');
      expect(screen.queryByText('Create a user')).not.toBeInTheDocument();
      expect(api.to('/log/list/operation').at(-1)!.language).toBe('en-US');
    } finally {
      await act(() => changeLanguage('zh-CN'));
    }
  });

  it('offers no deletion of entries', async () => {
    renderLogs();
    await screen.findByText('角色编码“auditor”已存在');
    expect(screen.queryByText(spaced('删除'))).not.toBeInTheDocument();
    expect(screen.queryByText('批量删除')).not.toBeInTheDocument();
  });

  it("verifies the log's integrity, everything or the days chosen, and names the first broken entry", async () => {
    renderLogs();
    await userEvent.click(await screen.findByRole('button', { name: /完整性校验/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /开始校验/ }));
    expect(await within(dialog).findByText('日志完整：已校验 1234 条，没有发现问题')).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/log/verify')[0]!.query)).toEqual({});

    await userEvent.type(within(dialog).getByLabelText('开始日期'), '2026-11-20{enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: /开始校验/ }));
    expect(await within(dialog).findByText(/日志 #7（序号 7，.*）有问题：内容被修改，和它的校验值不符/)).toBeInTheDocument();
    expect(within(dialog).getByText(/在它之前已校验 6 条/)).toBeInTheDocument();
    expect(Object.fromEntries(api.to('/log/verify')[1]!.query)).toEqual({ from: '2026-11-20' });
  });

  it('lists sign-in attempts with the name typed', async () => {
    renderLogs();
    await userEvent.click(await screen.findByText('登录日志'));
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(row('用户名或密码错误')).toHaveTextContent('zhang');
    expect(row('用户名或密码错误')).toHaveTextContent('登录');
  });

  it('streams the real-time log from the level chosen, pauses it and stops it', async () => {
    renderLogs();
    await userEvent.click(await screen.findByText('实时日志'));
    realtime.start();
    await vi.waitFor(() => expect(FakeSocket.last).toBeDefined());
    act(() => FakeSocket.last!.open());
    await userEvent.click(screen.getByLabelText('级别'));
    await userEvent.click(await screen.findByTitle('warn'));
    await userEvent.click(button(spaced('开始')));
    await waitFor(() => expect(api.to('/log/show/real/time')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/log/show/real/time')[0]!.query)).toEqual({ level: 'warn' });
    const line = (message: string) => ({ type: 'log', dropped: 0, line: { at: '2026-11-27T09:00:00.000Z', level: 'warn', message, fields: '{"reqId":"r1"}' } });
    act(() => FakeSocket.last!.push(line('database slow')));
    expect(await screen.findByText('database slow')).toBeInTheDocument();

    await userEvent.click(button(spaced('暂停')));
    act(() => FakeSocket.last!.push(line('while paused')));
    expect(screen.queryByText('while paused')).not.toBeInTheDocument();
    expect(screen.getByText(/已攒 1 行/)).toBeInTheDocument();
    await userEvent.click(button(spaced('继续')));
    expect(await screen.findByText('while paused')).toBeInTheDocument();

    await userEvent.click(button(spaced('停止')));
    await waitFor(() => expect(api.to('/close/real/time')).toHaveLength(1));
    act(() => FakeSocket.last!.push(line('after stopping')));
    expect(screen.queryByText('after stopping')).not.toBeInTheDocument();
  });
});

describe('the access-change log', () => {
  const granted = entry(5, {
    kind: 'access', route: '/yl1001/platform/api/user/update', action: 'Update a user', body: '{"id":9,"roleIds":[3]}',
    changes: [{ target: 'user', targetId: '9', subject: 'promoted', changes: { roleIds: [[], [3]], roles: [['审计员'], ['审计员', '系统管理员']] } }],
  });
  const refused = entry(6, {
    kind: 'access', username: 'duty-system', route: '/yl1001/platform/api/user/update', status: 403, success: false,
    message: '不能授予或收回超出自己权限的角色：审计管理员', changes: [],
  });

  it('shows who changed whose access and what, refused attempts included', async () => {
    api.reply({ '/log/list/access': () => pageOf([granted, refused]) });
    renderLogs();
    await userEvent.click(await screen.findByRole('tab', { name: '权限变更' }));
    const change = (await screen.findByText('用户 promoted')).closest('tr')!;
    expect(change).toHaveTextContent('角色：+ 系统管理员');
    expect(change).not.toHaveTextContent('roleIds');
    expect(row('不能授予或收回超出自己权限的角色：审计管理员')).toHaveTextContent('未改变（被拒绝或无变化）');
    await userEvent.click(button('详情', change));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('变更内容')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('角色：审计员 → 审计员、系统管理员');
  });

  it('names the built-in roles in English in English mode', async () => {
    api.reply({ '/log/list/access': () => pageOf([granted]) });
    changeLanguage('en-US');
    try {
      renderLogs();
      await userEvent.click(await screen.findByRole('tab', { name: 'Access changes' }));
      expect((await screen.findByText('User promoted')).closest('tr')).toHaveTextContent('Roles: + System administrator');
    } finally {
      changeLanguage('zh-CN');
    }
  });
});
