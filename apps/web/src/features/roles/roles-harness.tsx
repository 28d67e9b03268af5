import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { API_BASE, type MenuTreeItem, type PermType, type RoleRecord, type UserInfo } from '@console/contract';
import { CurrentRouteContext } from '../../app/current-route.ts';
import { useSession } from '../../stores/session.store.ts';
import { json, startScriptedServer, type Answer } from '../../test/scripted-server.ts';
import RolesPage from './roles.page.tsx';
import '../../lib/i18n.ts';

/** A request as the scripted API saw it; `path` is below the API base, `body` as sent. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export interface Reply {
  status?: number;
  data?: unknown;
  desc?: string;
}

export type Replies = Record<string, (request: SeenRequest) => Reply>;

export const formOf = (request: SeenRequest) => Object.fromEntries(new URLSearchParams(request.body));
export const jsonOf = (request: SeenRequest): unknown => JSON.parse(request.body);

export function roleRecord(id: number, overrides: Partial<RoleRecord> = {}): RoleRecord {
  return { id, code: `role${id}`, name: `角色${id}`, description: '', enabled: true, userCount: 0, createdAt: '2024-05-01T08:00:00.000Z', ...overrides };
}

export function menu(id: number, title: string, overrides: Partial<MenuTreeItem> = {}): MenuTreeItem {
  return {
    id, parentId: null, appId: 'platform', name: `menu-${id}`, title, url: `/m/${id}`, icon: '', type: 'page',
    permTypes: ['view', 'add', 'edit', 'delete'], sort: id, hidden: false, builtin: true, list: [], ...overrides,
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

/**
 * The API, scripted: every request below the API base is kept in `requests` and answered by
 * `replies` (by path below the base), 404 without one.
 */
export async function startRolesApi() {
  const requests: SeenRequest[] = [];
  const replies: Replies = {};
  const answer: Answer = (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://x');
      const request = { method: req.method!, path: url.pathname.slice(API_BASE.length), query: url.searchParams, body };
      requests.push(request);
      const reply = replies[request.path];
      const { status = 200, data = null, desc = '操作成功' } = reply ? reply(request) : { status: 404, desc: 'not found' };
      json(res, status, { code: status, data, status_desc: desc });
    });
  };
  // Paths carry ids (`/role/data/rule/1/2`), so every path below the base is answered.
  const answers = new Proxy<Record<string, Answer>>({}, { get: (_, path) => (String(path).startsWith(API_BASE) ? answer : undefined) });
  const server = await startScriptedServer(answers);
  return {
    requests,
    replies,
    /** Forgets the requests and replies of the last test and replies as given. */
    reset(next: Replies) {
      requests.length = 0;
      for (const path of Object.keys(replies)) delete replies[path];
      Object.assign(replies, next);
    },
    /** The requests made to one path. */
    to: (path: string) => requests.filter((request) => request.path === path),
    close: () => server.close(),
  };
}

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
