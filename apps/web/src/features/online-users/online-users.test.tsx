import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OnlineSession } from '@console/contract/online-users';
import { renderPage, scriptedApiForFile, settled } from '../../test/api-harness.tsx';
import { button, row } from '../../test/users-harness.tsx';
import OnlineUsersPage from './online-users.page.tsx';

const session = (key: string, overrides: Partial<OnlineSession> = {}): OnlineSession => ({
  key, userId: 7, username: 'zhang', name: '张三', ip: '10.0.0.7', userAgent: 'Mozilla/5.0', createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-20T09:00:00.000Z', current: false, ...overrides,
});

const api = scriptedApiForFile();
beforeEach(() => {
  api.reset({
    '/session/online/list': () => ({ data: { records: [session('0123456789ab'), session('ba9876543210', { userId: 1, username: 'keeper', current: true })], total: 2, pageNumber: 1, pageSize: 20 } }),
    '/session/online/end': () => ({ data: null, desc: '已强制下线：该会话的下一个请求将被要求重新登录' }),
  });
});

const renderOnline = (perms: ('view' | 'delete')[] = ['view', 'delete']) =>
  renderPage(<OnlineUsersPage />, { name: 'online-users', url: '/sys/online-users', perms });

describe('online users page', () => {
  it('lists live sessions, searches them by username, and forces one out after asking', async () => {
    renderOnline();
    expect(await screen.findByText('zhang')).toBeInTheDocument();
    expect(within(row('keeper')).getByText('当前会话')).toBeInTheDocument();
    expect(button('强制下线', row('keeper'))).toBeDisabled();

    await userEvent.type(screen.getByLabelText('用户名'), 'zha{enter}');
    await waitFor(() => expect(api.to('/session/online/list').at(-1)!.query.get('username')).toBe('zha'));
    await settled();

    await userEvent.click(button('强制下线', row('zhang')));
    await userEvent.click(button(/^确\s*定$/, document.querySelector<HTMLElement>('.ant-popconfirm')!));
    await waitFor(() => expect(api.to('/session/online/end')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/session/online/end')[0]!.body)).toEqual({ userId: '7', key: '0123456789ab' });
  });

  it('offers no forcing out without the delete permission type', async () => {
    renderOnline(['view']);
    expect(await screen.findByText('zhang')).toBeInTheDocument();
    expect(screen.queryByText('强制下线')).not.toBeInTheDocument();
  });
});
