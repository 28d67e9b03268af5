import type { FastifyInstance } from 'fastify';
import { menuRoutes } from '@console/contract';
import { callerOf } from '../../http/access.ts';
import { registerRoute } from '../../http/routes.ts';
import type { RolesService } from '../roles/roles.service.ts';
import type { MenusService } from './menus.service.ts';

export function registerMenuRoutes(app: FastifyInstance, menus: MenusService, roles: RolesService) {
  registerRoute(app, menuRoutes.nav, async ({ params }, request) => {
    const grants = await roles.menuGrantsOf(callerOf(request).userId);
    return { menuList: await menus.navFor(params.appId, grants) };
  });
  registerRoute(app, menuRoutes.list, ({ query }) => menus.navFor(query.appId, 'all'));
}
