import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  productCategoriesRoutes, productConfigRoutes, productGrantsRoutes, productsRoutes, saasProductsRoutes,
} from '@console/contract';
import { actorOf } from '../../crud/audit.ts';
import { callerOf } from '../../http/access.ts';
import { registerRoute } from '../../http/routes.ts';
import type { RoleAdminService } from '../roles/roles-admin.service.ts';
import { usersInScopeOf } from '../users/user-scope.ts';
import type { ProductAccessService } from './product-access.service.ts';
import type { ProductCategoriesService } from './product-categories.service.ts';
import type { ProductsService } from './products.service.ts';
import type { SaasProductsService } from './saas-products.service.ts';

export interface ProductServices {
  categories: ProductCategoriesService;
  products: ProductsService;
  saasProducts: SaasProductsService;
  access: ProductAccessService;
  roles: RoleAdminService;
}

function registerCategoryRoutes(app: FastifyInstance, categories: ProductCategoriesService) {
  const routes = productCategoriesRoutes;
  registerRoute(app, routes.list, ({ query }) => categories.list(query));
  registerRoute(app, routes.options, () => categories.options());
  registerRoute(app, routes.info, ({ params }) => categories.byId(params.id));
  registerRoute(app, routes.changeStatus, ({ params }, request) => categories.update(actorOf(request), params.id, { enabled: params.status }));
  registerRoute(app, routes.delete, async ({ params }, request) => ({ deleted: await categories.delete(actorOf(request), params.ids) }));
  registerRoute(app, routes.save, ({ body }, request) => categories.create(actorOf(request), body));
  registerRoute(app, routes.edit, ({ body: { id, ...fields } }, request) => categories.update(actorOf(request), id, fields));
}

function registerApplicationRoutes(app: FastifyInstance, products: ProductsService) {
  const routes = productsRoutes;
  registerRoute(app, routes.list, ({ body }) => products.list(body));
  registerRoute(app, routes.save, ({ body }, request) => products.create(actorOf(request), body));
  registerRoute(app, routes.edit, ({ body: { id, ...fields } }, request) => products.update(actorOf(request), id, fields));
  registerRoute(app, routes.allList, () => products.all());
  registerRoute(app, routes.info, ({ params }) => products.byId(params.id));
  registerRoute(app, routes.changeStatus, ({ params }, request) => products.update(actorOf(request), params.id, { enabled: params.status }));
  registerRoute(app, routes.delete, async ({ params }, request) => ({ deleted: await products.delete(actorOf(request), params.ids) }));
  registerRoute(app, productConfigRoutes.aliases, ({ query }) => products.aliases(query.productId));
  registerRoute(app, productConfigRoutes.saveAliases, ({ body }, request) => products.saveAliases(actorOf(request), body.productId, body.aliases));
}

function registerSaasProductRoutes(app: FastifyInstance, saasProducts: SaasProductsService) {
  const routes = saasProductsRoutes;
  registerRoute(app, routes.listAll, () => saasProducts.listAll());
  registerRoute(app, routes.queryByAppId, ({ query }) => saasProducts.byAppId(query.appId));
  registerRoute(app, routes.delete, async ({ query }, request) => ({ deleted: await saasProducts.delete(actorOf(request), query.ids) }));
  registerRoute(app, routes.save, ({ body: { productId, ...fields } }, request) => saasProducts.create(actorOf(request), productId, fields));
  registerRoute(app, routes.update, ({ body: { id, ...fields } }, request) => saasProducts.update(actorOf(request), id, fields));
  registerRoute(app, routes.editData, ({ body }, request) => saasProducts.editData(actorOf(request), body.id, body.data));
}

/** The caller's own applications: pin panel, pinned list and search. */
function registerUsageRoutes(app: FastifyInstance, access: ProductAccessService) {
  registerRoute(app, productCategoriesRoutes.pinPanel, (_input, request) => access.pinPanel(callerOf(request)));
  registerRoute(app, productsRoutes.pinned, (_input, request) => access.pinned(callerOf(request)));
  registerRoute(app, productsRoutes.savePinned, ({ body }, request) => access.savePinned(callerOf(request), body.productIds), MESSAGES.pinnedSaved);
  registerRoute(app, productsRoutes.search, ({ query }, request) => access.search(callerOf(request), query.name));
}

function registerGrantRoutes(app: FastifyInstance, access: ProductAccessService, roles: RoleAdminService) {
  const routes = productGrantsRoutes;
  const scopeOf = (request: FastifyRequest) => usersInScopeOf(roles, request);
  registerRoute(app, routes.ofUser, async ({ query }, request) => access.grantsOfUser(query.userId, await scopeOf(request)));
  registerRoute(app, routes.saveOfUser, async ({ body }, request) =>
    access.saveUserGrants(actorOf(request), callerOf(request), body.userId, body.productIds, await scopeOf(request)));
  registerRoute(app, routes.ofRole, ({ query }) => access.grantsOfRole(query.roleId));
  registerRoute(app, routes.pagesOfRole, ({ query }) => access.pagesOfRole(query.roleId));
  registerRoute(app, routes.saveOfRole, ({ body }, request) => access.saveRoleGrants(actorOf(request), callerOf(request), body.roleId, body.productIds));
}

export function registerProductRoutes(app: FastifyInstance, services: ProductServices) {
  registerCategoryRoutes(app, services.categories);
  registerApplicationRoutes(app, services.products);
  registerSaasProductRoutes(app, services.saasProducts);
  registerUsageRoutes(app, services.access);
  registerGrantRoutes(app, services.access, services.roles);
}
