import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { CONTRACT, mayChange, type RouteDef } from '@console/contract';
import { SOCKET_CLOSE } from '@console/contract/messages';
import type { AppConfig } from './config/config.ts';
import type { Actor } from './crud/audit.ts';
import { auditLog } from './crud/audit.table.ts';
import { registerAccessHook } from './http/access.ts';
import type { ReadinessCheck } from './http/health.ts';
import { openOperationsOf } from './http/open-operations.ts';
import { registerRoutes, type Handlers } from './http/routes.ts';
import type { BuiltModule, ModuleContext, Services } from './module.ts';
import { MODULES } from './module-order.ts';
import { accessMemoFor, memoOfChannel, type AccessMemo } from './platform/access-memo.ts';
import { BUILD_ID } from './platform/build-id.ts';
import { seedMark } from './platform/seed-mark.table.ts';
import type { Cache } from './platform/cache/index.ts';
import type { Bus } from './platform/bus/index.ts';
import { SocketHub } from './platform/realtime/socket-hub.ts';
import type { Database } from './platform/database.ts';
import type { PasswordHasher } from './platform/passwords.ts';
import type { LogTap } from './platform/log-tap.ts';
import { DestinationPolicy } from './platform/outbound/destination-policy.ts';
import { OutboundClient } from './platform/outbound/http-client.ts';
import type { StartSummary } from './platform/start-summary.ts';

type BeforeAnswer = NonNullable<BuiltModule<never>['beforeAnswer']>;

/**
 * Whether a request of this route may change what a memo keeps (every route outside the contract only
 * reads). The OAuth protocol's calls write only the protocol's own records (codes, grants, tokens),
 * which no memo keeps. A sign-in or sign-out changes sessions, which their service forgets itself: a
 * sign-in does not make the next request read the settings and the access rules again.
 */
const changesMemos = (route: RouteDef) => route.access.kind !== 'protocol' && !route.signIn && mayChange(route);

/**
 * A change this instance answered for is seen by its next request at once, before the notification
 * arrives: every memo forgets, whichever module made the change. A refusal (4xx) changed nothing.
 */
function forgetOnChange(memos: AccessMemo[]): BeforeAnswer {
  return {
    watches: changesMemos,
    see: (_request, reply) => {
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (!refused) for (const kept of memos) kept.forgetAll();
    },
  };
}

/** Gives each contract route, as it is added, an `onSend` hook for each `beforeAnswer` that watches it. */
function addBeforeAnswerHooks(app: FastifyInstance, hooks: BeforeAnswer[]): void {
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    if (!contract) return;
    const watching = hooks.filter((hook) => hook.watches(contract));
    if (watching.length === 0) return;
    const onSend: onSendHookHandler = (request, reply, payload, done) => {
      for (const hook of watching) hook.see(request, reply);
      done(null, payload);
    };
    route.onSend = [...[route.onSend ?? []].flat(), onSend];
  });
}
/** How long after the app is ready its housekeeping starts: its queries (cold, on the embedded database) held a restart's first answer back by about 150 ms. */
const TIDY_UP_AFTER_MS = 1_000;

/**
 * Starts the modules' housekeeping a moment after the app is ready, so that the first requests (a
 * balancer's probes, the first pages) are answered first. An app closed sooner runs it before closing;
 * the app closes only after it has ended.
 */
function tidyUpOnceReady(app: FastifyInstance, built: BuiltModule<never>[]): void {
  const tidyUp = () => Promise.all(built.map((parts) => parts.tidyUp?.().catch((error: unknown) => app.log.warn({ err: error }, 'a clean-up at start failed; its schedule runs it again'))));
  let scheduled: NodeJS.Timeout | undefined;
  let tidying: Promise<unknown> | undefined;
  app.addHook('onReady', (done) => {
    scheduled = setTimeout(() => (tidying ??= tidyUp()), TIDY_UP_AFTER_MS).unref();
    done();
  });
  // Added after the modules' stops, so it runs before them (last added first).
  app.addHook('onClose', async () => {
    clearTimeout(scheduled);
    if (scheduled) await (tidying ??= tidyUp());
  });
}
/** The standard close code of a server going away. */
const SHUTTING_DOWN = 1001;
/** Serialises first-start seeding between instances sharing one PostgreSQL database. */
const SEED_LOCK_ID = 720_414_002;
/** The demo data set's rows are recorded in the audit log as made by this request: it tells whether they were loaded. */
const DEMO_ACTOR: Actor = { userId: null, requestId: 'demo-data', ip: '' };

/** Adds every module's demo rows, in module order, unless an earlier start did; says which. */
async function loadDemoData(database: Database, built: BuiltModule<never>[]): Promise<string> {
  const [loaded] = await database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.requestId, DEMO_ACTOR.requestId)).limit(1);
  if (loaded) return 'loaded at an earlier start';
  for (const parts of built) await parts.demo?.(DEMO_ACTOR);
  return 'loaded now (the demo accounts are listed in the README)';
}

/**
 * Runs every module's seed in one transaction, unless this very build seeded the database before (a
 * restart: the seeds depend only on the code, so they would change nothing). Starts from sources always seed.
 */
async function seedUnlessDoneByThisBuild(database: Database, built: BuiltModule<never>[]): Promise<void> {
  if (BUILD_ID !== undefined) {
    const [mark] = await database.db.select({ buildId: seedMark.buildId }).from(seedMark);
    if (mark?.buildId === BUILD_ID) return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    for (const parts of built) await parts.seed?.(tx);
    if (BUILD_ID !== undefined) {
      await tx.insert(seedMark).values({ buildId: BUILD_ID }).onConflictDoUpdate({ target: seedMark.id, set: { buildId: BUILD_ID, seededAt: new Date() } });
    }
  });
}

/**
 * The outbound client of the app, under the destination policy the settings give; closed after the
 * modules' stops (onClose hooks run last added first).
 */
function openOutbound(app: FastifyInstance, config: AppConfig, startSummary: StartSummary): OutboundClient {
  const outbound = new OutboundClient(new DestinationPolicy(config.outboundAllow));
  app.addHook('onClose', () => outbound.close());
  const opened = config.outboundAllow.length > 0 ? ` and ${config.outboundAllow.join(', ')}` : ' only (OUTBOUND_ALLOW opens internal ones)';
  startSummary.tell('Outbound calls', `to public addresses${opened}`);
  return outbound;
}

export interface ModuleParts {
  database: Database;
  cache: Cache;
  bus: Bus;
  config: AppConfig;
  passwords: PasswordHasher;
  logTap: LogTap;
  startSummary: StartSummary;
}

/**
 * Builds every module in list order, seeds the database with what each module needs in one
 * transaction, then puts the access hook and every module's routes in place. Answers the modules'
 * readiness checks.
 */
export async function buildModules(app: FastifyInstance, { database, cache, bus, config, passwords, logTap, startSummary }: ModuleParts): Promise<Record<string, ReadinessCheck>> {
  const memo = await accessMemoFor(database);
  const sockets = new SocketHub(bus, { ...config.sockets, tooSlowCode: SOCKET_CLOSE.tooSlow });
  app.addHook('preClose', async () => sockets.close(SHUTTING_DOWN, 'server shutting down'));
  const closing = new AbortController();
  app.addHook('preClose', (done) => {
    closing.abort();
    done();
  });
  const memos: AccessMemo[] = [memo];
  const listening: Promise<void>[] = [];
  const memoOf = (channel: string) => {
    const channelMemo = memoOfChannel(database, channel);
    listening.push(channelMemo.listening);
    memos.push(channelMemo.memo);
    return channelMemo.memo;
  };
  const openCallKey = randomBytes(32).toString('base64url');
  const outbound = openOutbound(app, config, startSummary);
  const context: ModuleContext = {
    db: database.db, database, cache, sockets, config, passwords, log: app.log, logLines: logTap, startSummary, apiDocument: () => app.swagger(),
    openOperations: openOperationsOf(app, openCallKey), outbound,
    memo, memoOf, closing: closing.signal,
    services: {} as Services,
  };
  const built: BuiltModule<never>[] = [];
  for (const module of MODULES) {
    const parts = module.build(context) as BuiltModule<never>;
    Object.assign(context.services, parts.provides);
    built.push(parts);
  }
  await Promise.all(listening);

  await seedUnlessDoneByThisBuild(database, built);

  startSummary.tell('Demo data', config.demoData ? await loadDemoData(database, built) : 'not loaded (DEMO_DATA=true loads it)');
  for (const parts of built) {
    const stop = await parts.start?.();
    // After the last request is answered and before the stores close (onClose hooks run last added first).
    if (stop) app.addHook('onClose', stop);
  }
  tidyUpOnceReady(app, built);
  addBeforeAnswerHooks(app, [forgetOnChange(memos), ...built.flatMap((parts) => parts.beforeAnswer ?? [])]);
  for (const parts of built) {
    const { onResponse } = parts;
    if (onResponse) app.addHook('onResponse', (request, reply, done) => {
      onResponse(request, reply);
      done();
    });
  }
  registerAccessHook(app, context.services.access, { serviceTokens: config.serviceTokens, openCallKey, partnerGate: context.services.partnerGate });
  const contract = CONTRACT as Record<string, Record<string, RouteDef>>;
  for (const parts of built) {
    for (const [domain, handlers] of Object.entries(parts.handlers as Record<string, Handlers<Record<string, RouteDef>>>)) {
      registerRoutes(app, contract[domain]!, handlers);
    }
  }
  return Object.assign({}, ...built.map((parts) => parts.readiness)) as Record<string, ReadinessCheck>;
}
