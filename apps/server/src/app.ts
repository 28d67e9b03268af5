import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync, lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formBody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfigError, type AppConfig } from './config/config.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { trackRoutes } from './http/route-table.ts';
import { setAnswerHeaders } from './http/answer-headers.ts';
import { securityHeaders } from './http/security-headers.ts';
import { registerWebApp, webPageOf } from './http/web-app.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerHealth, trackStopping } from './http/health.ts';
import { RequestLog } from './http/request-log.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { openCache, type Cache } from './platform/cache/index.ts';
import { openBus, type Bus } from './platform/bus/index.ts';
import { lockDataDir } from './platform/data-lock.ts';
import { openEmbedded, type Database } from './platform/database.ts';
import { PasswordHasher } from './platform/passwords.ts';
import { buildModules } from './build-modules.ts';
import { standardLogOutput } from './platform/log-output.ts';
import { LogTap } from './platform/log-tap.ts';
import { redactUrl } from './platform/redaction.ts';
import { StartSummary } from './platform/start-summary.ts';
import { answerBackupRequests } from './platform/backup.ts';
import { schemaReason } from './http/schema-reasons.ts';

z.config({ localeError: schemaReason });

declare module 'fastify' {
  interface FastifyInstance {
    /** Told by the parts that know it while the app is built; logged by whoever starts the server, once it listens. */
    startSummary: StartSummary;
    /** Writes the backups `npm run backup` asked for (platform/backup.ts); answers the archives written. */
    answerBackupRequests(): Promise<string[]>;
  }
}

/** Parts a caller (a test, a benchmark) may hand in instead of having them opened from the config. */
export interface AppParts {
  database?: Database;
  cache?: Cache;
  bus?: Bus;
  passwords?: PasswordHasher;
  /** Where log lines go; standard output by default. */
  logStream?: NodeJS.WritableStream;
}

const REQUEST_ID = /^[\w-]{8,64}$/;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/**
 * The contract's zod schemas compile every route's validation and serialisation, so Fastify does not
 * load its JSON-schema compilers (ajv, fast-json-stringify) at all. Fastify types these factories after
 * ajv's; any schema compiler is allowed (Fastify's Server.md, `schemaController`).
 */
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as CompilersFactory;


/**
 * Each request's id: the caller's, when it gives a plausible one; else one of this process, a random
 * prefix and a count (unique across instances and restarts without a random draw per request).
 */
function requestIdOf(): (request: IncomingMessage) => string {
  const prefix = randomBytes(12).toString('base64url');
  let count = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : `${prefix}-${(count += 1).toString(36)}`;
  };
}

function loggerOptions(config: AppConfig, tap: LogTap): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    stream: tap,
    redact: ['req.headers.authorization', 'req.headers["x-token"]', 'req.headers.cookie'],
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id }),
    },
  };
}

/**
 * The web app's build as it is now, if there is one: the folder its link points at (apps/web/build.mjs),
 * kept for the life of the process, so a later build does not change the files pages have started on.
 * A link to nothing or a build without its page stops the start.
 */
function builtWebApp(webRoot: string): string | undefined {
  const rebuild = 'Run `npm run build` (or `npm start`, which builds what is missing).';
  if (!existsSync(webRoot)) {
    if (lstatSync(webRoot, { throwIfNoEntry: false })?.isSymbolicLink()) throw new ConfigError(`The web app's build ${webRoot} points at a folder that is gone. ${rebuild}`);
    return undefined;
  }
  const folder = realpathSync(webRoot);
  if (!existsSync(path.join(folder, 'index.html'))) throw new ConfigError(`The web app's build ${folder} is incomplete: it has no index.html. ${rebuild}`);
  return folder;
}

/** A database or Redis URL without its credentials. */
const placeOf = (url: string) => {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname}`;
};

function tellStores(summary: StartSummary, config: AppConfig): void {
  summary.tell('Database', config.databaseUrl ? `PostgreSQL ${placeOf(config.databaseUrl)}` : `embedded (PGlite) in ${path.join(config.dataDir, 'pgdata')}`);
  summary.tell('Redis', config.redisUrl ? placeOf(config.redisUrl) : 'none: captchas, sign-in throttling and messages are kept in this process');
}

async function openStores(config: AppConfig, parts: AppParts, log: FastifyBaseLogger) {
  const releaseLock = parts.database || config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = parts.database ?? (config.databaseUrl ? (await import('./platform/postgres.ts')).openPostgres(config.databaseUrl) : await openEmbedded(config.dataDir));
    await database.migrate();
    const cache = parts.cache ?? (await openCache(config.redisUrl, { onError: (err) => log.error({ err }, 'cache connection error') }));
    const bus = parts.bus ?? (await openBus(config.redisUrl, { onError: (err) => log.error({ err }, 'bus connection error') }).catch(async (error: unknown) => {
      await cache.close();
      throw error;
    }));
    return { database, cache, bus, releaseLock };
  } catch (error) {
    await database?.close();
    releaseLock?.();
    throw error;
  }
}

export async function buildApp(config: AppConfig, parts: AppParts = {}): Promise<FastifyInstance> {
  const logTap = new LogTap(parts.logStream ?? standardLogOutput(config.logFormat), config.logLevel);
  const app = Fastify({
    logger: loggerOptions(config, logTap),
    // A HEAD route for every GET doubled the routes a start registers; the probes and the web app's files keep theirs.
    exposeHeadRoutes: false,
    bodyLimit: config.bodyLimitBytes,
    logController: new RequestLog(config.slowRequestMs),
    schemaController: { compilersFactory: ZOD_COMPILERS },
    genReqId: requestIdOf(),
    childLoggerFactory: lazyRequestLogger,
    // proxy-addr: `X-Forwarded-For` is read only as far back as the hops these proxies vouch for.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  logTap.attach(app.log);
  const stopping = trackStopping(app);
  const startSummary = new StartSummary();
  tellStores(startSummary, config);
  app.decorate('startSummary', startSummary);
  const security = securityHeaders(config);
  setAnswerHeaders(app, stopping, security);
  trackRoutes(app);
  registerInputGuard(app);
  const webRoot = builtWebApp(config.webRoot);
  const webApp = webRoot ? { folder: webRoot, sendPage: webPageOf(webRoot, security) } : undefined;
  await app.register(formBody, { bodyLimit: config.bodyLimitBytes });
  await registerOpenApi(app);
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const { database, cache, bus, releaseLock } = await openStores(config, parts, app.log);
  registerErrorHandling(app, { isUnavailable: (error) => database.isUnreachable(error), serveIndex: webApp?.sendPage });
  app.decorate('answerBackupRequests', () => answerBackupRequests(config.dataDir, database));
  app.addHook('onClose', async () => {
    await bus.close();
    await cache.close();
    await database.close();
    releaseLock?.();
  });

  try {
    const modulesReady = await buildModules(app, { database, cache, bus, config, logTap, startSummary, passwords: parts.passwords ?? new PasswordHasher() });
    const storesReady = { database: () => database.ready(), ...(config.redisUrl && { redis: () => cache.ping() }) };
    registerHealth(app, { checks: { ...storesReady, ...modulesReady }, draining: stopping });
    if (webApp) await registerWebApp(app, webApp);
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
