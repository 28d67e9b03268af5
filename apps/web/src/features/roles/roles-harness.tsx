import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import type { PermType } from '@console/contract';
import type { UserInfo } from '@console/contract/auth';
import type { MenuTreeItem } from '@console/contract/menu';
import type { RoleRecord } from '@console/contract/roles';
import { CurrentRouteContext } from '../../lib/current-route.ts';
import { useSession } from '../../stores/session.store.ts';
import type { SeenRequest } from '../../test/api-harness.tsx';
import RolesPage from './roles.page.tsx';
import '../../lib/i18n.ts';

export const formOf = (request: SeenRequest) => Object.fromEntries(request.body);
export const jsonOf = (request: SeenRequest): unknown => JSON.parse(request.text);

export function roleRecord(id: number, overrides: Partial<RoleRecord> = {}): RoleRecord {
  return { id, code: `role${id}`, name: `角色${id}`, description: '', enabled: true, requiresTwoFactor: false, userCount: 0, system: false, allowedNetworks: [], createdAt: '2024-05-01T08:00:00.000Z', ...overrides };
}

export function menu(id: number, title: string, overrides: Partial<MenuTreeItem> = {}): MenuTreeItem {
  return {
    id, parentId: null, appId: 'platform', name: `menu-${id}`, title, url: `/m/${id}`, icon: '', type: 'page',
    permTypes: ['view', 'add', 'edit', 'delete'], sort: id, hidden: false, system: true, list: [], ...overrides,
  };
}

const directory = (id: number, title: string, name: string, list: MenuTreeItem[]) => menu(id, title, { name, type: 'directory', permTypes: ['view'], list });

/** 系统管理 › (用户管理, 角色管理, 组织管理 › 部门管理) and 适岗培训 › 培训首页 (view only). */
export const MENU_TREE: MenuTreeItem[] = [
  directory(1, '系统管理', 'sys-manage', [
    menu(2, '用户管理', { name: 'user-manage' }),
    menu(3, '角色管理', { name: 'role-manage' }),
    directory(4, '组织管理', 'department-manage', [menu(5, '部门管理', { name: 'department-manage-list' })]),
  ]),
  directory(6, '适岗培训', 'yewen-train', [menu(7, '培训首页', { name: 'train-home', permTypes: ['view'] })]),
];


/** The roles page as the shell renders it, for a signed-in user holding these permission types on it. */
export function renderRolesPage({ perms = ['view', 'add', 'edit', 'delete'] }: { perms?: PermType[] } = {}) {
  useSession.setState({
    info: { admin_id: 1, name: 'admin', userName: 'admin', roles: ['admin'] } as UserInfo,
    permissionList: [{ id: 3, name: 'role-manage', title: '角色管理', url: '/sys/role-manage', icon: 'team', type: 'page', hidden: false, permTypes: perms, list: [] }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <App>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/sys/role-manage']}>
          <CurrentRouteContext.Provider value={{ path: '/sys/role-manage', name: 'role-manage' }}>
            <RolesPage />
          </CurrentRouteContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}
