import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import type { PermType } from '@console/contract';
import type { UserInfo } from '@console/contract/auth';
import type { UserRecord } from '@console/contract/users';
import { CurrentRouteContext } from '../lib/current-route.ts';
import UsersPage from '../features/users/users.page.tsx';
import { useSession } from '../stores/session.store.ts';
import '../lib/i18n.ts';
import { QUERY_DEFAULTS } from '../lib/query-defaults.ts';

/** The user types the users page reads from the dictionary `user_type`, as a fresh install carries them. */
export const userTypeReplies = {
  '/dictData/getByType/user_type': () => ({ data: [{ value: '0', label: '员工', color: 'blue' }, { value: '10', label: '客户主账号', color: 'purple' }] }),
};

export const pageOf = (records: UserRecord[], total = records.length) => ({ data: { records, total, pageNumber: 1, pageSize: 10 } });

export function userRecord(id: number, overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id, username: `user${id}`, name: `用户${id}`, phone: null, email: null, avatar: '', introduction: '',
    departmentId: null, departmentName: null, roleIds: [], roleNames: [], userType: 0, subAccount: false,
    parentId: null, company: '', region: '', enabled: true, twoFactor: false, createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z',
    ...overrides,
  };
}


function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** The address's query, as the page left it. */
export const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

/** The table row showing a text. */
export const row = (text: string) => screen.getByText(text).closest('tr')!;

/** The button showing a text: under antd's styles, finding a button by its accessible name costs seconds. */
export const button = (text: string | RegExp, container = document.body) => within(container).getByText(text).closest('button')!;

/** The OK button of a confirmation (its two characters are spaced out by antd). */
export const OK = /^确\s*定$/;

/** The users page as the shell renders it, for a signed-in user holding these permission types on it. */
export function renderUsersPage({ entry = '/sys/user-manage', perms = ['view', 'add', 'edit', 'delete'], userId = 1, queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS }) }: { entry?: string; perms?: PermType[]; userId?: number; queryClient?: QueryClient } = {}) {
  useSession.setState({
    info: { admin_id: userId, name: 'admin', userName: 'admin', roles: ['admin'] } as UserInfo,
    permissionList: [{ id: 1, name: 'user-manage', title: '用户管理', url: '/sys/user-manage', icon: 'user', type: 'page', hidden: false, permTypes: perms, list: [] }],
  });
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <CurrentRouteContext.Provider value={{ path: '/sys/user-manage', name: 'user-manage' }}>
            <UsersPage />
            <Address />
          </CurrentRouteContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}
