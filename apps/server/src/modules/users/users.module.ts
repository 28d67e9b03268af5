import type { FastifyRequest } from 'fastify';
import { ADMIN_ROLE, PERSONAL_DATA_PAGE, SAAS_USER_TYPE } from '@console/contract';
import { type PasswordChange } from '@console/contract/auth';
import { usersCrud } from '@console/contract/users';
import { actorOf } from '../../crud/audit.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { notSignedIn } from '../../http/errors.ts';
import { defineModule } from '../../module.ts';
import { whenHere } from '../../platform/maybe-promise.ts';
import { randomPassword } from '../../platform/passwords.ts';
import { departments } from '../departments/departments.table.ts';
import { roles } from '../roles/roles.table.ts';
import type { UsersApi } from './users.api.ts';
import { PasswordPolicy } from './password-policy.ts';
import { accountInfoHandlers } from './profile.ts';
import { SubAccountsService, subAccountsHandlers } from './sub-accounts.service.ts';
import { UsersService } from './users.service.ts';
import { usersInScopeOf } from './user-scope.ts';

interface DemoUser {
  username: string;
  name: string;
  phone: string;
  email?: string;
  department?: string;
  role?: string;
  userType?: number;
  subAccount?: boolean;
  company?: string;
  region?: string;
  parent?: string;
}

/**
 * Staff of each kind and a customer main account with its sub-accounts. Their passwords are random and
 * shown nowhere: an administrator resets one (重置密码) to sign in as that user.
 */
const DEMO_USERS: DemoUser[] = [
  { username: 'zhouming', name: '周明', phone: '13800138001', email: 'zhouming@example.com', department: '一览人才总部', role: ADMIN_ROLE },
  { username: 'chenjing', name: '陈静', phone: '13800138002', email: 'chenjing@example.com', department: '人力资源部', role: 'hr-manager' },
  { username: 'liuyang', name: '刘洋', phone: '13800138003', department: '技术研发部', role: 'auditor' },
  { username: 'wangfang', name: '王芳', phone: '13800138004', department: '市场销售部', role: 'product-operator' },
  { username: 'sunting', name: '孙婷', phone: '13800138005', department: '招聘组' },
  { username: 'lihua', name: '李华', phone: '13800138006', department: '前端组' },
  {
    username: 'yingcai', name: '郑雅琴', phone: '13900139001', email: 'admin@yingcai.example.com', userType: SAAS_USER_TYPE, subAccount: true,
    company: '深圳英才科技有限公司', region: '广东省深圳市南山区',
  },
  { username: 'yingcai-hr', name: '英才·招聘专员', phone: '13900139002', userType: SAAS_USER_TYPE, parent: 'yingcai' },
  { username: 'yingcai-finance', name: '英才·财务', phone: '13900139003', userType: SAAS_USER_TYPE, parent: 'yingcai' },
  { username: 'haibo', name: '林海波', phone: '13900139011', userType: SAAS_USER_TYPE, company: '海博人力资源服务有限公司', region: '广东省广州市天河区' },
];

export const usersModule = defineModule({
  name: 'users',
  after: ['settings', 'roles', 'departments', 'sessions'],
  build: ({ db, services, passwords, config, startSummary }) => {
    const policy = new PasswordPolicy(services.settings, passwords);
    const users = new UsersService(db, services.roles, services.departments, passwords, services.sessions, policy);
    const changePassword = async ({ body }: { body: PasswordChange }, request: FastifyRequest) => {
      const caller = callerOf(request);
      await users.changePassword(caller.userId, caller.tokenHash, body.oldPassword, body.newPassword, actorOf(request));
      return null;
    };
    const inScopeOf = (request: FastifyRequest) => usersInScopeOf(services.roles, request);
    const api: UsersApi = {
      inScopeOf,
      findForSignIn: (username) => users.findForSignIn(username),
      findById: (id) => users.findById(id),
      enabledByPhone: (phone) => users.enabledByPhone(phone),
      changeOwnPhone: (userId, tokenHash, phone, actor) => users.changeOwnPhone(userId, tokenHash, phone, actor),
      setChosenPassword: (userId, password, actor, proof) => users.setChosenPassword(userId, password, actor, proof),
      passwordAgeOf: (user) => users.passwordAgeOf(user),
      exists: (tx, id) => users.exists(tx, id),
      checkManageable: (tx, actor, id, scope) => users.checkManageable(tx, actor, id, scope),
    };
    return {
      provides: { users: api },
      handlers: {
        users: {
          ...crudHandlers(usersCrud, users, { scope: inScopeOf }),
          options: async ({ query }) => users.options(query.name),
          enableOrDisable: async ({ body }, request) => ({
            changed: await users.setEnabledMany(actorOf(request), body.ids, body.enabled, await inScopeOf(request)),
          }),
          changePassword,
          resetPassword: async ({ body }, request) => ({ password: await users.resetPassword(actorOf(request), body.id, await inScopeOf(request)) }),
        },
        account: {
          updatePassword: changePassword,
          isExpired: async (_input, request) => {
            const user = await users.findById(callerOf(request).userId);
            if (!user) throw notSignedIn();
            return users.passwordAgeOf(user);
          },
          passwordRules: async () => policy.rules(),
          personalDataAllowed: (_input, request) => whenHere(request.holds([PERSONAL_DATA_PAGE], 'view'), (allowed) => ({ allowed })),
          ...accountInfoHandlers(db, services.sessions),
        },
        subAccounts: subAccountsHandlers(new SubAccountsService(db, users, services.settings, services.sessions)),
      },
      demo: async (actor) => {
        const departmentIds = new Map((await db.select({ id: departments.id, name: departments.name }).from(departments)).map((row) => [row.name, row.id]));
        const roleIds = new Map((await db.select({ id: roles.id, code: roles.code }).from(roles)).map((row) => [row.code, row.id]));
        const created = new Map<string, number>();
        for (const user of DEMO_USERS) {
          const { department, role, parent, ...fields } = user;
          const record = await users.create(actor, {
            ...fields,
            password: randomPassword(),
            ...(department && { departmentId: departmentIds.get(department) }),
            ...(role && { roleIds: [roleIds.get(role)!] }),
            ...(parent && { parentId: created.get(parent) }),
          });
          created.set(user.username, record.id);
        }
      },
      /**
       * On the very first start, the `admin` account: its password is `ADMIN_PASSWORD`, or else a
       * random one printed once; there is no default password.
       */
      seed: async (tx) => {
        const password = config.adminPassword ?? randomPassword();
        const adminId = await users.createAdminIfMissing(tx, () => passwords.hash(password), { operatorChose: config.adminPassword !== undefined });
        if (adminId === undefined) return;
        await services.roles.assign(tx, adminId, await services.roles.ensureRole(tx, ADMIN_ROLE, '超级管理员'));
        startSummary.tell('Admin account', config.adminPassword
          ? 'admin, created now with the password from ADMIN_PASSWORD'
          : `admin, created now. One-time password, shown only now: ${password}`, { important: !config.adminPassword });
      },
    };
  },
});
