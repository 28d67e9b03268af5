import { z } from 'zod';
import { defineDomain, defineRoute, MAIN_ACCOUNT } from '../route.ts';
import { flag, id, idList } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { usersCrud } from './users.ts';

/**
 * 子账号管理: a customer main account (user type 10, the sub-account flag, no main account above it)
 * manages the accounts below it. Every call is the main account's own (`MAIN_ACCOUNT`), never a page
 * permission: a sub-account, a main account without the flag, staff and the admin are refused (403),
 * and another main account's sub-accounts do not exist for the caller (404).
 */
export const SUB_ACCOUNT_SORTS = ['id', 'username', 'name', 'createdAt'] as const;

export const subAccountsCrud = defineCrud({
  name: 'subAccount',
  page: 'user-sub',
  noun: ['sub-account', 'sub-accounts', '子账号'],
  fields: {
    // As an administrator's form takes them (用户管理).
    username: usersCrud.fields.username,
    password: usersCrud.fields.password,
    name: usersCrud.fields.name,
    phone: usersCrud.fields.phone,
    email: usersCrud.fields.email,
    enabled: usersCrud.fields.enabled,
  },
  createOnly: ['username', 'password'],
  writeOnly: ['password'],
  // Not marked personal: the main account made these accounts, answers for them, and holds no role to be granted more.
  nullable: ['phone', 'email'],
  filters: { username: filterBy.contains, name: filterBy.contains, enabled: filterBy.flag },
  sorts: SUB_ACCOUNT_SORTS,
  paths: { list: 'GET /user/sublist', create: 'POST /user/sub/save', update: 'POST /user/sub/update', delete: 'POST /user/sub/delete' },
  unique: { username: { ignoreCase: true, message: MESSAGES.usernameTaken } },
  notFound: MESSAGES.userNotFound,
  access: { list: MAIN_ACCOUNT, create: MAIN_ACCOUNT, update: MAIN_ACCOUNT, delete: MAIN_ACCOUNT },
});

export const subAccountRecord = subAccountsCrud.record;
export type SubAccountRecord = z.infer<typeof subAccountRecord>;

export const subAccountsRoutes = {
  ...subAccountsCrud.routes,
  enableOrDisable: defineRoute({
    method: 'POST', path: '/user/sub/enableOrDisable', access: MAIN_ACCOUNT,
    title: '启用或停用子账号', titleEn: 'Enable or disable sub-accounts',
    summary: "Enable or disable the caller's sub-accounts; disabling ends their sessions",
    body: z.strictObject({ ids: idList, enabled: flag }), data: z.object({ changed: z.number().int() }),
  }),
  resetPassword: defineRoute({
    method: 'POST', path: '/user/sub/resetPassword', access: MAIN_ACCOUNT,
    title: '重置子账号密码', titleEn: 'Reset a sub-account\'s password',
    summary: "Issue a one-time password to one of the caller's sub-accounts, to be changed at its next sign-in; its sessions end",
    body: z.strictObject({ id }), data: z.object({ password: z.string() }),
  }),
};

/** An application the main account may offer its sub-accounts: one of its own usable SaaS products. */
export const subAccountProduct = z.object({
  /** The application's id, as `productIds` name it (not the SaaS product's). */
  id: z.number().int(),
  appId: z.string(),
  productName: z.string(),
  /** The SaaS product's own title; blank when it has none. */
  title: z.string(),
});
export type SubAccountProduct = z.infer<typeof subAccountProduct>;

export const subAccountProducts = z.object({
  /** The main account's usable SaaS products, in their order. */
  available: z.array(subAccountProduct),
  /** Those of them the sub-account is granted. */
  productIds: z.array(z.number().int()),
});
export type SubAccountProducts = z.infer<typeof subAccountProducts>;

export const subAccountProductsRoutes = {
  ofSubAccount: defineRoute({
    method: 'GET', path: '/user/sub/product/list', access: MAIN_ACCOUNT,
    title: '子账号的应用', titleEn: 'Applications of a sub-account',
    summary: "The caller's usable SaaS products and which of them one of its sub-accounts is granted",
    query: z.strictObject({ userId: id }), data: subAccountProducts,
  }),
  save: defineRoute({
    method: 'POST', path: '/user/sub/product/save', access: MAIN_ACCOUNT, bodyEncoding: 'json',
    title: '设置子账号的应用', titleEn: 'Set a sub-account\'s applications',
    summary: "Sets which of the caller's SaaS products a sub-account is granted; its grants of other applications stay",
    body: z.strictObject({ userId: id, productIds: idList }), data: subAccountProducts,
  }),
};

export const subAccountsDomain = defineDomain('subAccounts', subAccountsRoutes);
export const subAccountProductsDomain = defineDomain('subAccountProducts', subAccountProductsRoutes);
