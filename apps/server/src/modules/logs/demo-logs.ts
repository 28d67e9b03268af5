import { inArray } from 'drizzle-orm';
import { API_BASE, MESSAGES } from '@console/contract';
import type { Db } from '../../platform/database.ts';
import { users } from '../users/users.table.ts';
import type { LogChain } from './log-chain.ts';
import type { NewRequestLog } from './logs.table.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

interface DemoCall {
  hoursAgo: number;
  username: string;
  ip: string;
  route: string;
  action: string;
  page?: string;
  method?: 'GET' | 'POST';
  status?: number;
  message?: string;
  body?: object;
  phone?: boolean;
}

const SIGN_INS: DemoCall[] = ([
  { hoursAgo: 70, username: 'zhouming', ip: '10.12.3.21', route: '/user/login', action: 'Sign in with username and password', body: { username: 'zhouming' } },
  { hoursAgo: 52, username: 'chenjing', ip: '10.12.5.47', route: '/user/login', action: 'Sign in with username and password', status: 400, message: MESSAGES.badCredentials, body: { username: 'chenjing' } },
  { hoursAgo: 52, username: 'chenjing', ip: '10.12.5.47', route: '/user/login', action: 'Sign in with username and password', body: { username: 'chenjing' } },
  { hoursAgo: 30, username: 'hr-admin', ip: '203.0.113.77', route: '/user/login', action: 'Sign in with username and password', status: 400, message: MESSAGES.badCredentials, body: { username: 'hr-admin' } },
  { hoursAgo: 26, username: 'liuyang', ip: '10.12.8.9', route: '/user/login', action: 'Sign in with username and password', body: { username: 'liuyang' }, phone: true },
  { hoursAgo: 20, username: 'liuyang', ip: '10.12.8.9', route: '/user/logout', action: 'End this session', method: 'GET', phone: true },
  { hoursAgo: 3, username: 'wangfang', ip: '10.12.6.15', route: '/user/login', action: 'Sign in with username and password', body: { username: 'wangfang' } },
] as DemoCall[]).map((call) => ({ ...call, body: call.body && { ...call.body, password: '[redacted]' } }));

const OPERATIONS: DemoCall[] = [
  { hoursAgo: 69, username: 'zhouming', ip: '10.12.3.21', route: '/user/save', action: 'Create a user', page: 'user-manage,department-personnel-manage', body: { username: 'sunting', name: '孙婷', password: '[redacted]' } },
  { hoursAgo: 68, username: 'zhouming', ip: '10.12.3.21', route: '/role/update', action: 'Change a role and its grants', page: 'role-manage', body: { id: 3, name: '人事经理' } },
  { hoursAgo: 51, username: 'chenjing', ip: '10.12.5.47', route: '/department/add', action: 'Create a department', page: 'department-manage-list', status: 409, message: MESSAGES.departmentNameTaken('招聘组'), body: { name: '招聘组', parentId: 2 } },
  { hoursAgo: 50, username: 'chenjing', ip: '10.12.5.47', route: '/user/resetPassword', action: 'Issue a one-time password', page: 'user-manage,department-personnel-manage', body: { id: 6 } },
  { hoursAgo: 25, username: 'liuyang', ip: '10.12.8.9', route: '/dict/delByIds/:ids', action: 'Delete dictionaries', page: 'dict-manage', method: 'GET', status: 403, message: MESSAGES.forbidden },
  { hoursAgo: 24, username: 'zhouming', ip: '10.12.3.21', route: '/config/edit', action: 'Change a setting', page: 'config-manage', body: { id: 4, value: '30' } },
  { hoursAgo: 5, username: 'zhouming', ip: '10.12.3.21', route: '/message/send/all/topic', action: 'Send a notice', page: 'message-manage', body: { title: '系统升级通知', audience: 'all' } },
  { hoursAgo: 2, username: 'wangfang', ip: '10.12.6.15', route: '/product/edit', action: 'Change an application', page: 'product-manage', body: { id: 5, productName: '人才测评' } },
];

function entryOf(call: DemoCall, kind: NewRequestLog['kind'], userIds: Map<string, number>): NewRequestLog {
  const status = call.status ?? 200;
  const success = status < 400;
  return {
    kind,
    at: new Date(Date.now() - call.hoursAgo * 3_600_000),
    userId: success || kind === 'operation' ? userIds.get(call.username) ?? null : null,
    username: call.username,
    ip: call.ip,
    userAgent: call.phone ? PHONE : BROWSER,
    method: call.method ?? 'POST',
    route: `${API_BASE}${call.route}`,
    path: `${API_BASE}${call.route.replace(':ids', '12')}`,
    page: call.page ?? '',
    action: call.action,
    status,
    success,
    message: call.message ?? '',
    durationMs: 8 + (call.hoursAgo * 7) % 90,
    body: call.body ? JSON.stringify(call.body) : '',
    requestId: `demo-${kind}-${call.hoursAgo}-${call.route}`,
  };
}

/** A few days of sign-ins and changes by the demo staff, some refused, so that 日志管理 shows a living log (sealed, as every entry). */
export async function addDemoLogs(db: Db, chain: LogChain): Promise<void> {
  const names = [...new Set([...SIGN_INS, ...OPERATIONS].map((call) => call.username))];
  const found = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  const userIds = new Map(found.map((user) => [user.username, user.id]));
  const entries = [...SIGN_INS.map((call) => entryOf(call, 'login', userIds)), ...OPERATIONS.map((call) => entryOf(call, 'operation', userIds))];
  await db.transaction((tx) => chain.append(tx, entries.sort((a, b) => a.at.getTime() - b.at.getTime())));
}
