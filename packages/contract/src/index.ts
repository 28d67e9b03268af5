export * from './envelope.ts';
export * from './messages.ts';
export * from './pages.ts';
export * from './route.ts';
export * from './routes/auth.ts';
export * from './routes/menu.ts';
export * from './crud.ts';
export * from './routes/users.ts';
export * from './routes/departments.ts';
export * from './routes/domains.ts';
export * from './routes/roles.ts';
export * from './routes/products.ts';

import { authRoutes } from './routes/auth.ts';
import { menuRoutes } from './routes/menu.ts';
import { usersRoutes } from './routes/users.ts';
import { departmentsRoutes } from './routes/departments.ts';
import { domainsRoutes } from './routes/domains.ts';
import { rolesRoutes } from './routes/roles.ts';
import { productCategoriesRoutes, productConfigRoutes, productGrantsRoutes, productsRoutes, saasProductsRoutes } from './routes/products.ts';

/** Every route of the contract, by domain. */
export const CONTRACT = { auth: authRoutes, menu: menuRoutes, users: usersRoutes, departments: departmentsRoutes, domains: domainsRoutes, roles: rolesRoutes,
  productCategories: productCategoriesRoutes, products: productsRoutes, productConfig: productConfigRoutes,
  saasProducts: saasProductsRoutes, productGrants: productGrantsRoutes,
};
