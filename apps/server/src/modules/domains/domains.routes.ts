import type { FastifyInstance } from 'fastify';
import { domainsRoutes } from '@console/contract';
import { actorOf } from '../../crud/audit.ts';
import { registerRoute } from '../../http/routes.ts';
import type { DomainsService } from './domains.service.ts';

export function registerDomainRoutes(app: FastifyInstance, domains: DomainsService) {
  registerRoute(app, domainsRoutes.list, ({ body }) => domains.list(body));
  registerRoute(app, domainsRoutes.save, ({ body }, request) => domains.create(actorOf(request), body));
  registerRoute(app, domainsRoutes.update, ({ body: { id, ...fields } }, request) => domains.update(actorOf(request), id, fields));
  registerRoute(app, domainsRoutes.delete, async ({ query }, request) => ({ deleted: await domains.delete(actorOf(request), query.ids) }));
  registerRoute(app, domainsRoutes.queryById, ({ query }) => domains.byId(query.id));
  registerRoute(app, domainsRoutes.queryByUrl, ({ query }) => domains.forUrl(query.url));
}
