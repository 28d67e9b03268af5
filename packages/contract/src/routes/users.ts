import { z } from 'zod';
import { defineDomain, defineRoute, finishing, onPages, SIGNED_IN, type Access } from '../route.ts';
import type { PermType } from '../pages.ts';
import { email, flag, id, idList, optional, phone, text, textFilter, wholeNumber } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { password, passwordChange } from './auth.ts';

export const USER_SORTS = ['id', 'username', 'name', 'createdAt', 'updatedAt'] as const;

export const USER_OPTIONS_MAX = 20;

/** The user calls serve 用户管理 and the staff lists of 部门人员管理 alike. */
export const USER_PAGES = ['user-manage', 'department-personnel-manage'] as const;
const onUserPages = (perm: PermType): Access => onPages(USER_PAGES, perm);

export const usersCrud = defineCrud({
  name: 'user',
  page: 'user-manage',
  noun: ['user', 'users', '用户'],
  fields: {
    username: text(64).min(2).regex(/^[\w.@-]+$/, MESSAGES.inputRules.username),
    password,
    name: text(50).min(1),
    phone: optional(phone),
    email: optional(email),
    avatar: optional(text(500)),
    introduction: optional(text(500)),
    departmentId: optional(id),
    roleIds: idList.optional(),
    userType: wholeNumber(0, 99).optional(),
    subAccount: flag.optional(),
    parentId: optional(id),
    company: optional(text(100)),
    region: optional(text(100)),
    enabled: flag.optional(),
  },
  createOnly: ['username', 'password'],
  writeOnly: ['password'],
  nullable: ['phone', 'email', 'departmentId', 'parentId'],
  personal: { phone: 'phone', email: 'email' },
  readOnly: {
    departmentName: z.string().nullable(),
    roleNames: z.array(z.string()),
    /** The user enrolled a second factor (两步验证); 重置两步验证 removes it. */
    twoFactor: z.boolean(),
  },
  filters: {
    username: filterBy.contains,
    name: filterBy.contains,
    phone: filterBy.text,
    departmentId: filterBy.custom(id.optional()),
    enabled: filterBy.flag,
    userType: filterBy.number(0, 99),
  },
  sorts: USER_SORTS,
  paths: { list: 'GET /user/list', create: 'POST /user/save', update: 'POST /user/update', delete: 'POST /user/delete', personal: 'GET /user/personal/:id' },
  unique: { username: { ignoreCase: true, message: MESSAGES.usernameTaken } },
  notFound: MESSAGES.userNotFound,
  outOfScope: MESSAGES.userOutsideScope,
  access: { list: onUserPages('view'), create: onUserPages('add'), update: onUserPages('edit'), delete: onUserPages('delete'), personal: onUserPages('view') },
});

export const userRecord = usersCrud.record;
export type UserRecord = z.infer<typeof userRecord>;

export const usersRoutes = {
  ...usersCrud.routes,
  options: defineRoute({
    method: 'GET', path: '/user/options', access: SIGNED_IN, title: '用户选项', titleEn: 'User options', summary: 'Enabled users whose name or username contains a text, as options',
    query: z.strictObject({ name: textFilter }),
    data: z.array(z.object({ id: z.number().int(), username: z.string(), name: z.string() })),
  }),
  enableOrDisable: defineRoute({
    method: 'POST', path: '/user/enableOrDisables', access: onUserPages('edit'), title: '启用或停用用户', titleEn: 'Enable or disable users', summary: 'Enable or disable users',
    body: z.strictObject({ ids: idList, enabled: flag }), data: z.object({ changed: z.number().int() }),
  }),
  changePassword: defineRoute({
    method: 'POST', path: '/user/changePassword', access: finishing('password'), title: '修改密码', titleEn: 'Change password', summary: 'The same as /user/updatePassword, by the name the users pages use',
    body: passwordChange, data: z.null(), message: MESSAGES.passwordChanged,
  }),
  resetPassword: defineRoute({
    method: 'POST', path: '/user/resetPassword', access: onUserPages('edit'), title: '重置密码', titleEn: 'Reset a password', summary: 'Issue a one-time password',
    body: z.strictObject({ id }), data: z.object({ password: z.string() }),
  }),
};

export const usersDomain = defineDomain('users', usersRoutes);
