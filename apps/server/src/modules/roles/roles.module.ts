import { and, eq, inArray } from 'drizzle-orm';
import { SYSTEM_APP_ID, type PermType } from '@console/contract';
import { rolesCrud } from '@console/contract/roles';
import type { Db } from '../../platform/database.ts';
import { actorOf } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { defineModule } from '../../module.ts';
import { menus } from '../menu/menu.table.ts';
import { BUILT_IN_ROLES, DUTY_GRANTS } from './built-in-roles.ts';
import { allows } from './networks.ts';
import { RoleAdminService } from './roles-admin.service.ts';
import { RolesService } from './roles.service.ts';

const VIEW: PermType[] = ['view'];
const ALL: PermType[] = ['view', 'add', 'edit', 'delete'];

/** Demo roles of the kinds a talent-service company has: each grants the pages of its work. */
const DEMO_ROLES: { code: string; name: string; description: string; grants: Record<string, PermType[]> }[] = [
  {
    code: 'hr-manager', name: '人事经理', description: '管理部门和员工账号',
    grants: { 'sys-manage': VIEW, 'department-manage': VIEW, 'department-personnel-manage': ['view', 'add', 'edit'], 'department-manage-list': ALL, 'user-manage': ['view', 'add', 'edit'] },
  },
  {
    code: 'product-operator', name: '应用运营', description: '维护应用分类、应用和 SaaS 产品',
    grants: { 'sys-manage': VIEW, 'product-category-manage': ALL, 'product-manage': ALL, 'product-config': ['view', 'edit'] },
  },
  {
    code: 'auditor', name: '审计员', description: '只读查看账号、角色和菜单',
    grants: { 'sys-manage': VIEW, 'user-manage': VIEW, 'role-manage': VIEW, 'menu-manage': VIEW, 'domain-manage': VIEW },
  },
];

/** The console's pages by name, as grants of these permission types. */
async function grantsOn(db: Db, pages: Record<string, PermType[]>) {
  const rows = await db.select({ id: menus.id, name: menus.name }).from(menus)
    .where(and(eq(menus.appId, SYSTEM_APP_ID), inArray(menus.name, Object.keys(pages))));
  return rows.map((menu) => ({ menuId: menu.id, permTypes: pages[menu.name]! }));
}

export const rolesModule = defineModule({
  name: 'roles',
  after: ['menu'],
  build: ({ db, services }) => {
    const roles = new RolesService(db);
    const admin = new RoleAdminService(db);
    return {
      provides: { roles },
      handlers: {
        roles: {
          ...crudHandlers(rolesCrud, admin),
          select: async () => admin.options(),
          info: async ({ query }) => admin.info(query.id),
          save: async ({ body }, request) => admin.createWithGrants(actorOf(request), body),
          update: async ({ body: { id, ...fields } }, request) => admin.updateWithGrants(actorOf(request), id, fields),
          menuTree: async ({ query }) => services.menus.tree(query.appId),
          dataRule: async ({ params }) => admin.dataRule(params.roleId, params.menuId),
          saveDataRule: async ({ body }, request) =>
            admin.saveDataRule(actorOf(request), body.roleId, body.menuId, body.scope, body.departmentIds ?? []),
          permissionRules: async ({ query }) => admin.permissionRules(query.permId),
          addPermissionRule: async ({ body }, request) => admin.addPermissionRule(actorOf(request), body.permId, body.field, body.operator, body.value),
          editPermissionRule: async ({ body }, request) => admin.editPermissionRule(actorOf(request), body.id, body.field, body.operator, body.value),
          deletePermissionRule: async ({ query }, request) => ({ deleted: await admin.deletePermissionRule(actorOf(request), query.id) }),
          maySetNetworks: async (_input, request) => ({ allowed: await services.access.isAllowed(callerOf(request).userId, ['role-networks'], 'view') }),
          networks: async ({ body }, request) => {
            const { role, holders } = await admin.setNetworks(actorOf(request), body.id, body.allowedNetworks);
            if (role.allowedNetworks.length > 0) await services.sessions.endRefused(holders, (ip) => allows(role.allowedNetworks, ip), actorOf(request));
            return role;
          },
        },
      },
      demo: async (actor) => {
        for (const role of DEMO_ROLES) {
          await admin.createWithGrants(actor, { code: role.code, name: role.name, description: role.description, grants: await grantsOn(db, role.grants) });
        }
      },
      // The separated duties get their pages when first seeded (after the menus' seed); later, only the super admin changes them.
      seed: async (tx) => {
        for (const { code, name, requiresTwoFactor } of BUILT_IN_ROLES) {
          const created = await roles.createIfMissing(tx, code, name, requiresTwoFactor);
          const grants = DUTY_GRANTS[code];
          if (created !== undefined && grants) await roles.grant(tx, created, await grantsOn(tx, grants as Record<string, PermType[]>));
        }
      },
    };
  },
});
