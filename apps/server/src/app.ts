import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formBody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config/config.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerAccessHook } from './http/access.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { trackRoutes } from './http/route-table.ts';
import { endConnectionsWhenClosing } from './http/shutdown.ts';
import { openCache, type Cache } from './platform/cache/index.ts';
import { lockDataDir } from './platform/data-lock.ts';
import { openEmbedded, openPostgres, type Database } from './platform/database.ts';
import { PasswordHasher } from './platform/passwords.ts';
import { bootstrap } from './bootstrap.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { CaptchaService } from './modules/auth/captcha.service.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { SessionsService } from './modules/auth/sessions.service.ts';
import { accessMemoFor } from './platform/access-memo.ts';
import { MenusService } from './modules/menus/menus.service.ts';
import { registerMenuRoutes } from './modules/menus/menus.routes.ts';
import { RolesService } from './modules/roles/roles.service.ts';
import { RoleAdminService } from './modules/roles/roles-admin.service.ts';
import { registerRoleRoutes } from './modules/roles/roles.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { DepartmentsService } from './modules/departments/departments.service.ts';
import { registerDepartmentRoutes } from './modules/departments/departments.routes.ts';
import { DomainsService } from './modules/domains/domains.service.ts';
import { registerDomainRoutes } from './modules/domains/domains.routes.ts';
import { ProductCategoriesService } from './modules/products/product-categories.service.ts';
import { ProductsService } from './modules/products/products.service.ts';
import { SaasProductsService } from './modules/products/saas-products.service.ts';
import { ProductAccessService } from './modules/products/product-access.service.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';

z.config(z.locales.zhCN());

/** Parts a caller (a test, a benchmark) may hand in instead of having them opened from the config. */
export interface AppParts {
  database?: Database;
  cache?: Cache;
  passwords?: PasswordHasher;
  /** Where log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Tokens must never reach a log line, including the template's `?token=`. */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');

function loggerOptions(config: AppConfig, stream: NodeJS.WritableStream | undefined): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream && { stream }),
    redact: ['req.headers.authorization', 'req.headers["x-token"]', 'req.headers.cookie'],
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id }),
    },
  };
}

async function openStores(config: AppConfig, parts: AppParts, log: FastifyBaseLogger) {
  const releaseLock = parts.database || config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = parts.database ?? (config.databaseUrl ? openPostgres(config.databaseUrl) : await openEmbedded(config.dataDir));
    await database.migrate();
    const cache = parts.cache ?? (await openCache(config.redisUrl, { onError: (err) => log.error({ err }, 'cache connection error') }));
    return { database, cache, releaseLock };
  } catch (error) {
    await database?.close();
    releaseLock?.();
    throw error;
  }
}

export async function buildApp(config: AppConfig, parts: AppParts = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, parts.logStream),
    bodyLimit: config.bodyLimitBytes,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  endConnectionsWhenClosing(app);
  trackRoutes(app);
  registerInputGuard(app);
  const hasWeb = existsSync(config.webRoot);
  registerErrorHandling(app, hasWeb ? (reply) => reply.sendFile('index.html') : undefined);
  await app.register(formBody, { bodyLimit: config.bodyLimitBytes });

  const { database, cache, releaseLock } = await openStores(config, parts, app.log);
  app.addHook('onClose', async () => {
    await cache.close();
    await database.close();
    releaseLock?.();
  });

  try {
    const { db } = database;
    const passwords = parts.passwords ?? new PasswordHasher();
    const roles = new RolesService(db);
    const menus = new MenusService(db);
    const memo = await accessMemoFor(database);
    const sessions = new SessionsService(db, config.session, memo);
    const departments = new DepartmentsService(db);
    const users = new UsersService(db, roles, departments, passwords, sessions);
    const domains = new DomainsService(db, users);
    const roleAdmin = new RoleAdminService(db);
    const productCategories = new ProductCategoriesService(db);
    const saasProducts = new SaasProductsService(db);
    const products = new ProductsService(db, productCategories, saasProducts);
    const productAccess = new ProductAccessService(db, roles);
    const captchas = new CaptchaService(cache, config.captchaTtlMs);
    const auth = new AuthService(users, roles, menus, sessions, new LoginThrottle(cache, config.loginThrottle), captchas, passwords);

    await bootstrap({ db, menus, roles, users, passwords, adminPassword: config.adminPassword, log: app.log });

    registerAccessHook(app, {
      authenticate: (token) => sessions.resolve(token),
      isAllowed: async (userId, pages, perm) =>
        (await memo.remember(`allowed:${userId}:${perm}:${pages.join()}`, () => roles.isAllowed(userId, pages, perm))) ?? false,
    });
    registerAuthRoutes(app, auth, captchas);
    registerMenuRoutes(app, menus, roles);
    registerUserRoutes(app, users, roleAdmin);
    registerRoleRoutes(app, roleAdmin, menus);
    registerDepartmentRoutes(app, departments);
    registerDomainRoutes(app, domains);
    registerProductRoutes(app, { categories: productCategories, products, saasProducts, access: productAccess, roles: roleAdmin });

    if (hasWeb) await app.register(fastifyStatic, { root: config.webRoot, wildcard: false, index: 'index.html' });
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
