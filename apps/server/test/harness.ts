import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { API_BASE, type PermType } from '@console/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config/config.ts';
import { openCache, type Cache } from '../src/platform/cache/index.ts';
import { openBus, type Bus } from '../src/platform/bus/index.ts';
import { createPglite, wrapPglite, type Database } from '../src/platform/database.ts';
import { openPostgres } from '../src/platform/postgres.ts';
import { PasswordHasher } from '../src/platform/passwords.ts';
import { createUserWithPages } from './fixtures.ts';
import { databaseUrl, dropDatabase, runPrefix, scratchFolder, TEMPLATE_DIR, TEST_ADMIN_PASSWORD, withAdminClient } from './template.ts';

export { TEST_ADMIN_PASSWORD };

export const scaleOut = process.env.CONSOLE_TEST_BACKEND === 'scale-out';

/** The bound within which PostgreSQL's change notifications reach every instance (docs/decisions.md). */
export const NOTIFICATION_WINDOW_MS = 1_000;

/** How long a change may take to be seen on PostgreSQL before a test gives up: it catches a change never seen, not a slow one. */
const CHANGE_SEEN_LIMIT_MS = 15_000;

/**
 * Checks `assertion` after a change made behind an app's back: once on the embedded database, which
 * tells of a change before the write resolves; on PostgreSQL, again every 20 ms until it holds (how
 * soon is a figure for bench/, not a condition of the test).
 */
export async function expectChangeSeen(assertion: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + (scaleOut ? CHANGE_SEEN_LIMIT_MS : 0);
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** A database restored from the migrated, seeded template: a PGlite copy of its data folder, or a PostgreSQL copy. */
export async function openTestDatabase(): Promise<Database> {
  return scaleOut ? openPostgresCopy() : openTemplateCopy();
}

/**
 * PostgreSQL on a copy of the template, dropped when closed: while the other worker goes on, rather
 * than all at the end of the run with both cores idle (the run drops what a test left behind).
 */
async function openPostgresCopy(): Promise<Database> {
  const url = await copyTemplateDatabase();
  const database = openPostgres(url);
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(process.env.DATABASE_URL!, (client) => dropDatabase(client, new URL(url).pathname.slice(1)));
    },
  };
}

/**
 * PGlite on a copy of the template's data folder, removed when closed. Opening a folder reads only
 * the pages the database asks for, where loading a dump writes all of its 46 MB into PGlite's
 * in-memory file system first; `cp` copies the folder's 1,500 files in a tenth of the time Node's
 * `fs.cp` takes.
 */
async function openTemplateCopy(): Promise<Database> {
  const folder = path.join(scratchFolder(inject('runId')), randomUUID());
  await promisify(execFile)('cp', ['-a', TEMPLATE_DIR, folder]);
  const database = wrapPglite(await createPglite({ dataDir: folder }), { checkTransactions: true });
  return {
    ...database,
    async close() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Scale-out only: a new PostgreSQL database copied from the template; its URL. */
export async function copyTemplateDatabase(): Promise<string> {
  const base = process.env.DATABASE_URL!;
  const prefix = runPrefix(inject('runId'));
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await withAdminClient(base, (client) => client.query(`create database ${name} template ${prefix}_template`));
  return databaseUrl(base, name);
}

/** The Redis server of the scale-out run. */
export const testRedisUrl = scaleOut ? process.env.REDIS_URL : undefined;

/** A cache of its own (Redis on the scale-out run); caches given one prefix share their values, as instances do. */
export function openTestCache(keyPrefix = `test:${randomUUID()}:`): Promise<Cache> {
  return openCache(testRedisUrl, { keyPrefix });
}

/** A bus of its own (Redis pub/sub on the scale-out run); apps given buses of one prefix hear each other. */
export function openTestBus(prefix = `test:${randomUUID()}:`): Promise<Bus> {
  return openBus(testRedisUrl, { prefix });
}

/**
 * The outside services the tests start (SOAP services, upstreams, S3, SMS and sign-in providers) listen
 * on the loopback, which the destination policy refuses: the files calling them open it, as an operator
 * opens internal services with OUTBOUND_ALLOW. The default stays closed for every other test.
 */
export const LOOPBACK_ALLOWED = { outboundAllow: ['127.0.0.1'] } satisfies Partial<AppConfig>;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // A file signs its admin in many times: no limit of sessions per account but where a test sets one.
  // Roles require no second factor but in the files that test it (`REQUIRE_TWO_FACTOR=false`).
  const base = loadConfig({});
  return { ...base, adminPassword: TEST_ADMIN_PASSWORD, logLevel: 'silent', session: { ...base.session, maxPerAccount: 0 }, requireTwoFactor: false, ...overrides };
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  cache: Cache;
  passwords: PasswordHasher;
  /** Calls an API path (below the API base unless it starts with the template base). */
  call(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  login(username: string, password: string): Promise<string>;
  /**
   * The first sign-in of an account somebody else gave its password: signs in with `given`, replaces
   * it with `chosen` as the server asks, and answers the session, now able to do what its roles allow.
   */
  firstLogin(username: string, given: string, chosen: string): Promise<string>;
  /** A signed-in user holding one role that grants the given pages and permission types. */
  createUser(username: string, password: string, grants?: Record<string, PermType[]>): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A database the app uses and leaves open, so the tests of one file restore the template once. */
  shared?: Database;
  /** A cache the app uses instead of a fresh one (and closes with it). */
  cache?: Cache;
  /** A bus the app uses instead of a fresh one (and closes with it). */
  bus?: Bus;
  logStream?: NodeJS.WritableStream;
  /** The password hasher the app uses instead of a fresh one (to observe its use). */
  passwords?: PasswordHasher;
}

/** Builds an app on a database restored from the template (its own, or the shared one) and a fresh cache. */
export async function startTestApp(overrides: Partial<AppConfig> = {}, { shared, cache: given, bus: givenBus, logStream, passwords = new PasswordHasher() }: TestAppOptions = {}): Promise<TestApp> {
  const database = shared ? { ...shared, close: async () => undefined } : await openTestDatabase();
  const cache = given ?? (await openTestCache());
  const bus = givenBus ?? (await openTestBus());
  const app = await buildApp(testConfig(overrides), { database, cache, bus, passwords, logStream });

  const call: TestApp['call'] = (method, path, options = {}) => {
    const url = path.startsWith('/vue-admin-template') ? path : `${API_BASE}${path}`;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = options.token;
    const payload = options.form ? new URLSearchParams(options.form).toString() : (options.json as InjectOptions['payload']);
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    return app.inject({ method, url, query: options.query, headers, payload });
  };

  const login = async (username: string, password: string) => {
    const response = await call('POST', '/user/login', { form: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().data.token as string;
  };

  const firstLogin = async (username: string, given: string, chosen: string) => {
    const token = await login(username, given);
    const changed = await call('POST', '/user/updatePassword', { token, form: { oldPassword: given, newPassword: chosen } });
    if (changed.statusCode !== 200) throw new Error(`password change failed: ${changed.body}`);
    return token;
  };

  const createUser: TestApp['createUser'] = (username, password, grants = {}) =>
    createUserWithPages(database.db, passwords, username, password, grants);

  return { app, database, cache, passwords, call, login, firstLogin, createUser, close: () => app.close() };
}


export type FileApp = TestApp & { /** The admin's session token. */ readonly admin: string };

/**
 * The app shared by the tests of one file: started before them with the admin signed in, closed
 * after them. Its members are ready inside tests and hooks.
 */
/**
 * Pauses the product's own job of a handler and waits out a fire of its schedule already going: a test
 * that runs that job by hand, or does its work itself, then meets none of the schedule's runs (which
 * come every few minutes for some, and would make the test's outcome depend on the clock).
 */
export async function pauseProductJob(app: TestApp, token: string, handler: string): Promise<number> {
  const [job] = (await app.call('GET', '/quartz/getAllByPage', { token, query: { handler } })).json().data.records as { id: number }[];
  expect((await app.call('GET', `/quartz/pause/${job!.id}`, { token })).statusCode).toBe(200);
  await expect.poll(async () => (await app.call('GET', '/quartz/runs', { token, query: { jobId: String(job!.id) } })).json().data.records[0]?.status)
    .not.toBe('running');
  return job!.id;
}

export function useFileApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): FileApp {
  let started: FileApp | undefined;
  beforeAll(async () => {
    const app = await startTestApp(overrides, options);
    started = { ...app, admin: await app.login('admin', TEST_ADMIN_PASSWORD) };
  });
  afterAll(() => started?.close());
  return new Proxy({} as FileApp, {
    get: (_target, key) => {
      if (!started) throw new Error('the file app is used before its tests start');
      return Reflect.get(started, key);
    },
  });
}
