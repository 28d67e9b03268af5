import type { FastifyInstance } from 'fastify';
import { departmentsRoutes } from '@console/contract';
import { actorOf } from '../../crud/audit.ts';
import { registerRoute } from '../../http/routes.ts';
import type { DepartmentsService } from './departments.service.ts';

export function registerDepartmentRoutes(app: FastifyInstance, departments: DepartmentsService) {
  registerRoute(app, departmentsRoutes.children, ({ params }) => departments.children(params.parentId));
  registerRoute(app, departmentsRoutes.options, () => departments.options());
  registerRoute(app, departmentsRoutes.search, ({ query }) => departments.search(query.name));
  registerRoute(app, departmentsRoutes.add, ({ body: { parentId, ...fields } }, request) => departments.add(actorOf(request), parentId, fields));
  registerRoute(app, departmentsRoutes.edit, ({ body: { id, ...fields } }, request) => departments.edit(actorOf(request), id, fields));
  registerRoute(app, departmentsRoutes.move, ({ body }, request) => departments.move(actorOf(request), body.id, body.parentId));
  registerRoute(app, departmentsRoutes.delete, async ({ params }, request) => ({ deleted: await departments.delete(actorOf(request), params.ids) }));
}
