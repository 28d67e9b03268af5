import type { FastifyInstance } from 'fastify';
import { menuRoutes } from '@console/contract';
import { actorOf } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { registerRoute } from '../../http/routes.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { MenusService } from './menus.service.ts';

export function registerMenuRoutes(app: FastifyInstance, menus: MenusService, roles: RolesService) {
  registerRoute(app, menuRoutes.nav, async ({ params }, request) => {
    const grants = await roles.menuGrantsOf(callerOf(request).userId);
    return { menuList: await menus.navFor(params.appId, grants) };
  });
  registerRoute(app, menuRoutes.list, ({ query }) => menus.tree(query.appId));
  registerRoute(app, menuRoutes.select, ({ query }) => menus.options(query.appId));
  registerRoute(app, menuRoutes.info, ({ query }) => menus.info(query.id));
  registerRoute(app, menuRoutes.listByAppId, ({ query }) => menus.listByApp(query.appId));
  registerRoute(app, menuRoutes.save, ({ body }, request) => menus.create(actorOf(request), body));
  registerRoute(app, menuRoutes.update, ({ body: { id, ...fields } }, request) => menus.update(actorOf(request), id, fields));
  registerRoute(app, menuRoutes.delete, async ({ body }, request) => ({ deleted: await menus.delete(actorOf(request), body.ids) }));
}
