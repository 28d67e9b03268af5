import type { FastifyInstance } from 'fastify';
import { rolesRoutes } from '@console/contract';
import { actorOf } from '../../crud/audit.ts';
import { registerRoute } from '../../http/routes.ts';
import type { MenusService } from '../menus/menus.service.ts';
import type { RoleAdminService } from './roles-admin.service.ts';

export function registerRoleRoutes(app: FastifyInstance, roles: RoleAdminService, menus: MenusService) {
  registerRoute(app, rolesRoutes.select, () => roles.options());
  registerRoute(app, rolesRoutes.list, ({ query }) => roles.list(query));
  registerRoute(app, rolesRoutes.info, ({ query }) => roles.info(query.id));
  registerRoute(app, rolesRoutes.save, ({ body }, request) => roles.create(actorOf(request), body));
  registerRoute(app, rolesRoutes.update, ({ body: { id, ...fields } }, request) => roles.update(actorOf(request), id, fields));
  registerRoute(app, rolesRoutes.delete, async ({ body }, request) => ({ deleted: await roles.delete(actorOf(request), body.ids) }));
  registerRoute(app, rolesRoutes.menuTree, ({ query }) => menus.tree(query.appId));
  registerRoute(app, rolesRoutes.dataRule, ({ params }) => roles.dataRule(params.roleId, params.menuId));
  registerRoute(app, rolesRoutes.saveDataRule, ({ body }, request) =>
    roles.saveDataRule(actorOf(request), body.roleId, body.menuId, body.scope, body.departmentIds ?? []));
  registerRoute(app, rolesRoutes.permissionRules, ({ query }) => roles.permissionRules(query.permId));
  registerRoute(app, rolesRoutes.addPermissionRule, ({ body }, request) =>
    roles.addPermissionRule(actorOf(request), body.permId, body.field, body.operator, body.value));
  registerRoute(app, rolesRoutes.editPermissionRule, ({ body }, request) =>
    roles.editPermissionRule(actorOf(request), body.id, body.field, body.operator, body.value));
  registerRoute(app, rolesRoutes.deletePermissionRule, async ({ query }, request) => ({ deleted: await roles.deletePermissionRule(actorOf(request), query.id) }));
}
