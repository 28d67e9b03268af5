import { z } from 'zod';
import { defineDomain, defineRoute, onPage, SIGNED_IN } from '../route.ts';
import { appId, deletedCount, flag, id, idList, optional, systemMark, text } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { ADMIN_ACCOUNT, ADMIN_ROLE, BASE_ROLE, PERM_TYPES, SYSTEM_APP_ID } from '../pages.ts';
import { menuTreeItem } from './menu.ts';

/** The administrators of separated duties (三权分立, docs/security.md): an account holds at most one of them. */
export const SYSTEM_ADMIN_ROLE = 'system-admin';
export const SECURITY_ADMIN_ROLE = 'security-admin';
export const AUDIT_ADMIN_ROLE = 'audit-admin';
export const DUTY_ROLES = [SYSTEM_ADMIN_ROLE, SECURITY_ADMIN_ROLE, AUDIT_ADMIN_ROLE] as const;

/**
 * The roles the product seeds, with their names in both languages: a role still bearing its seeded name
 * shows it in the reader's. `requiresTwoFactor`: what a new install's role starts with (角色管理 changes
 * it): on for the administrators.
 */
export const BUILT_IN_ROLES = [
  { code: ADMIN_ROLE, ...ADMIN_ACCOUNT, requiresTwoFactor: true },
  { code: BASE_ROLE, name: '基础角色', nameEn: 'Base role', requiresTwoFactor: false },
  { code: SYSTEM_ADMIN_ROLE, name: '系统管理员', nameEn: 'System administrator', requiresTwoFactor: true },
  { code: SECURITY_ADMIN_ROLE, name: '安全管理员', nameEn: 'Security administrator', requiresTwoFactor: true },
  { code: AUDIT_ADMIN_ROLE, name: '审计管理员', nameEn: 'Audit administrator', requiresTwoFactor: true },
] as const;

/** At most this many entries in a role's list of sign-in addresses. */
export const ROLE_NETWORKS_MAX = 100;

/**
 * `data` of a list of addresses refused: why (`reason`), about which entry, the network it should have
 * been written as, or the caller's address it would shut out; the page says it in the reader's language.
 */
export const networksRefusal = z.object({
  reason: z.enum(['networkInvalid', 'networkHostBits', 'networksLockOut']),
  entry: z.string().optional(),
  network: z.string().optional(),
  ip: z.string().optional(),
});

export const roleRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Its holders sign in with two factors, enrolling one first (unless `REQUIRE_TWO_FACTOR=false`). */
  requiresTwoFactor: z.boolean(),
  userCount: z.number().int(),
  /** A role the product seeds (the administrators', the one everyone holds): its code stays, and it stays enabled. */
  system: systemMark,
  /**
   * Addresses (IPv4/IPv6, single or CIDR) from which its holders may sign in to the console; empty: any.
   * A user must sign in from an address every one of their roles that has a list allows.
   */
  allowedNetworks: z.array(z.string()),
  createdAt: z.string(),
});
export type RoleRecord = z.infer<typeof roleRecord>;

/** A role's grant of permission types on one menu; `permId` names the grant for permission rules. */
export const grantRecord = z.object({ permId: z.number().int(), menuId: z.number().int(), permTypes: z.array(z.enum(PERM_TYPES)) });
export const roleInfo = roleRecord.extend({ grants: z.array(grantRecord) });

const grantInput = z.strictObject({ menuId: id, permTypes: z.array(z.enum(PERM_TYPES)).max(PERM_TYPES.length) });
/** Grants as a JSON array, also when sent inside a form field. */
const grantsInput = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.array(grantInput).max(500));

export const ROLE_SORTS = ['id', 'code', 'name', 'createdAt'] as const;
const roleCode = text(50).min(2).regex(/^[A-Za-z][\w-]*$/, MESSAGES.inputRules.code);

const roleFields = {
  name: text(50).min(1),
  description: optional(text(200)),
  enabled: flag.optional(),
  requiresTwoFactor: flag.optional(),
  grants: grantsInput.optional(),
};

/** How much of a page's data a role sees. */
export const DATA_SCOPE_VALUES = ['all', 'custom', 'own_dept', 'own_dept_below', 'own'] as const;
export type DataScope = (typeof DATA_SCOPE_VALUES)[number];
export const dataRule = z.object({ scope: z.enum(DATA_SCOPE_VALUES), departmentIds: z.array(z.number().int()) });

/** Fields a permission rule may test, per page, with their kind. */
export const RULE_FIELDS = {
  'user-manage': { username: 'text', name: 'text', phone: 'text', email: 'text', userType: 'number', enabled: 'boolean', departmentId: 'number' },
} as const satisfies Record<string, Record<string, RuleFieldKind>>;
export type RuleFieldKind = 'text' | 'number' | 'boolean';

export const RULE_OPERATORS = ['eq', 'ne', 'contains', 'startsWith', 'in', 'gt', 'lt'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
/** Operators that make sense for each kind of field. */
export const OPERATORS_BY_KIND: Record<RuleFieldKind, readonly RuleOperator[]> = {
  text: ['eq', 'ne', 'contains', 'startsWith', 'in'],
  number: ['eq', 'ne', 'gt', 'lt', 'in'],
  boolean: ['eq', 'ne'],
};

export const ruleValue = z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.union([z.string().max(200), z.number()])).max(100)]);
export const permissionRule = z.object({ id: z.number().int(), permId: z.number().int(), field: z.string(), operator: z.enum(RULE_OPERATORS), value: ruleValue });
export type PermissionRule = z.infer<typeof permissionRule>;

const ruleFields = { field: text(50).min(1), operator: z.enum(RULE_OPERATORS), value: z.string().max(1000) };

/** Listing and deleting are generic; a role is read and saved with its grants (`info`, `save`, `update` below). */
export const rolesCrud = defineCrud({
  name: 'role',
  page: 'role-manage',
  noun: ['role', 'roles', '角色'],
  // Saved with its grants by routes of its own (below): no fields here to derive the record from.
  record: roleRecord,
  fields: {},
  filters: { name: filterBy.contains, code: filterBy.contains, enabled: filterBy.flag },
  sorts: ROLE_SORTS,
  paths: { list: 'GET /role/list', delete: 'POST /role/delete' },
  notFound: MESSAGES.roleNotFound,
});

export const rolesRoutes = {
  ...rolesCrud.routes,
  select: defineRoute({
    method: 'GET', path: '/role/select', access: SIGNED_IN, title: '角色选项', titleEn: 'Role options', summary: 'Enabled roles as options',
    data: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  }),
  info: defineRoute({
    method: 'GET', path: '/role/info', access: onPage('role-manage', 'view'), title: '查看角色', titleEn: 'View a role', summary: 'A role with its grants',
    query: z.strictObject({ id }), data: roleInfo,
  }),
  save: defineRoute({
    method: 'POST', path: '/role/save', access: onPage('role-manage', 'add'), title: '新增角色', titleEn: 'Add a role', summary: 'Create a role', bodyEncoding: 'json',
    body: z.strictObject({ code: roleCode, ...roleFields }), data: roleInfo,
  }),
  update: defineRoute({
    method: 'POST', path: '/role/update', access: onPage('role-manage', 'edit'), title: '修改角色', titleEn: 'Change a role', summary: 'Change a role and its grants', bodyEncoding: 'json',
    body: z.strictObject({ id, code: roleCode.optional(), ...roleFields, name: roleFields.name.optional() }), data: roleInfo,
  }),
  menuTree: defineRoute({
    method: 'GET', path: '/role/menuTree', access: onPage('role-manage', 'view'),
    title: '可授权菜单树', titleEn: 'Grantable menu tree',
    summary: 'The menu tree a role can be granted, with the permission types each menu offers',
    query: z.strictObject({ appId: appId.default(SYSTEM_APP_ID) }), data: z.array(menuTreeItem),
  }),
  dataRule: defineRoute({
    method: 'GET', path: '/role/data/rule/:roleId/:menuId', access: onPage('role-manage', 'view'), title: '查看数据权限', titleEn: 'View a data scope', summary: 'Data scope of a role on a page',
    params: z.strictObject({ roleId: id, menuId: id }), data: dataRule,
  }),
  saveDataRule: defineRoute({
    method: 'POST', path: '/role/data/rule/save', access: onPage('role-manage', 'edit'), title: '设置数据权限', titleEn: 'Set a data scope', summary: 'Set the data scope of a role on a page',
    body: z.strictObject({ roleId: id, menuId: id, scope: z.enum(DATA_SCOPE_VALUES), departmentIds: idList.optional() }), data: dataRule,
  }),
  permissionRules: defineRoute({
    method: 'GET', path: '/perms/data/getPermRuleListByPermId', access: onPage('role-manage', 'view'), title: '行规则列表', titleEn: 'Row rules', summary: 'Row rules of a permission',
    query: z.strictObject({ permId: id }), data: z.array(permissionRule),
  }),
  addPermissionRule: defineRoute({
    method: 'POST', path: '/perms/data/addPermissionRule', access: onPage('role-manage', 'edit'), title: '新增行规则', titleEn: 'Add a row rule', summary: 'Attach a row rule to a permission',
    body: z.strictObject({ permId: id, ...ruleFields }), data: permissionRule,
  }),
  editPermissionRule: defineRoute({
    method: 'POST', path: '/perms/data/editPermissionRule', access: onPage('role-manage', 'edit'), title: '修改行规则', titleEn: 'Change a row rule', summary: 'Change a row rule',
    body: z.strictObject({ id, ...ruleFields }), data: permissionRule,
  }),
  networks: defineRoute({
    method: 'POST', path: '/role/networks', access: onPage('role-networks', 'view'), bodyEncoding: 'json',
    title: '设置角色登录地址', titleEn: 'Set a role\'s sign-in addresses',
    summary: 'Sets the addresses (IPv4 or IPv6, single or CIDR) from which holders of a role may sign in to the console; an empty list allows any',
    body: z.strictObject({ id, allowedNetworks: z.array(text(50)).max(ROLE_NETWORKS_MAX) }), data: roleRecord, errors: { 400: networksRefusal.nullable() },
  }),
  maySetNetworks: defineRoute({
    method: 'GET', path: '/role/networks/allowed', access: onPage('role-manage', 'view'),
    title: '可否设置登录地址', titleEn: 'May set sign-in addresses',
    summary: "Whether the caller may set roles' sign-in addresses (the page shows the action to them only)", data: z.object({ allowed: z.boolean() }),
  }),
  deletePermissionRule: defineRoute({
    method: 'GET', path: '/perms/data/deletePermissionRule', access: onPage('role-manage', 'edit'), title: '删除行规则', titleEn: 'Delete a row rule', summary: 'Remove a row rule',
    query: z.strictObject({ id }), data: deletedCount,
  }),
};

export const rolesDomain = defineDomain('roles', rolesRoutes);
