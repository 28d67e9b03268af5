/** Every table, for Drizzle's typed queries and for migration generation. */
export * from './modules/users/users.table.ts';
export * from './modules/menus/menus.table.ts';
export * from './modules/roles/roles.table.ts';
export * from './modules/auth/sessions.table.ts';
export * from './modules/departments/departments.table.ts';
export * from './crud/audit.table.ts';
export * from './crud/row-counts.table.ts';
export * from './modules/domains/domains.table.ts';
export * from './modules/products/products.table.ts';
