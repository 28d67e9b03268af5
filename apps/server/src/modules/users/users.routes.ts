import type { FastifyInstance, FastifyRequest } from 'fastify';
import { usersRoutes } from '@console/contract';
import { actorOf } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { registerRoute } from '../../http/routes.ts';
import type { RoleAdminService } from '../roles/roles-admin.service.ts';
import type { UsersService } from './users.service.ts';
import { usersInScopeOf } from './user-scope.ts';

export function registerUserRoutes(app: FastifyInstance, users: UsersService, roles: RoleAdminService) {
  const scopeOf = (request: FastifyRequest) => usersInScopeOf(roles, request);
  registerRoute(app, usersRoutes.options, ({ query }) => users.options(query.name));
  registerRoute(app, usersRoutes.list, async ({ query }, request) => users.list(query, await scopeOf(request)));
  registerRoute(app, usersRoutes.save, async ({ body: { password, ...fields } }, request) =>
    users.create(actorOf(request), { ...fields, password }, await scopeOf(request)));
  registerRoute(app, usersRoutes.update, async ({ body: { id, ...fields } }, request) => users.update(actorOf(request), id, fields, await scopeOf(request)));
  registerRoute(app, usersRoutes.delete, async ({ body }, request) => ({ deleted: await users.delete(actorOf(request), body.ids, await scopeOf(request)) }));
  registerRoute(app, usersRoutes.enableOrDisable, async ({ body }, request) => ({
    changed: await users.setEnabled(actorOf(request), body.ids, body.enabled, await scopeOf(request)),
  }));
  registerRoute(app, usersRoutes.changePassword, async ({ body }, request) => {
    const caller = callerOf(request);
    await users.changePassword(caller.userId, caller.tokenHash, body.oldPassword, body.newPassword, body.endOtherSessions ?? false, actorOf(request));
    return null;
  });
  registerRoute(app, usersRoutes.resetPassword, async ({ body }, request) => ({ password: await users.resetPassword(actorOf(request), body.id, await scopeOf(request)) }));
}
