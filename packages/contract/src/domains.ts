/** Every domain of the contract, one line each: `CONTRACT` is gathered from what these files export. */
export * from './routes/auth.ts';
export * from './routes/menu.ts';
export * from './routes/users.ts';
export * from './routes/departments.ts';
export * from './routes/domains.ts';
export * from './routes/roles.ts';
export * from './routes/products.ts';
export * from './routes/dicts.ts';
export * from './routes/config.ts';
export * from './routes/openapi.ts';
export * from './routes/files.ts';
export * from './routes/messages.ts';
export * from './routes/home.ts';
export * from './routes/router.ts';
