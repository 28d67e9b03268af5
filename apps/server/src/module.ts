import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CONTRACT, DomainName, RouteDef } from '@console/contract';
import type { AppConfig } from './config/config.ts';
import type { Actor } from './crud/audit.ts';
import type { AccessResolver, PartnerGate } from './http/access.ts';
import type { ReadinessCheck } from './http/health.ts';
import type { OpenOperations } from './http/open-operations.ts';
import type { Handlers } from './http/routes.ts';
import type { AccessMemo } from './platform/access-memo.ts';
import type { Cache } from './platform/cache/index.ts';
import type { SocketHub } from './platform/realtime/socket-hub.ts';
import type { Database, Db } from './platform/database.ts';
import type { PasswordHasher } from './platform/passwords.ts';
import type { LogTap } from './platform/log-tap.ts';
import type { OutboundClient } from './platform/outbound/http-client.ts';
import type { StartSummary } from './platform/start-summary.ts';

/**
 * What one module offers the others, by name. Each module adds its entry from its own `*.api.ts`
 * (`declare module '../../module.ts' { interface Services { … } }`), so no shared file lists them.
 */
export interface Services {
  /** Who a token is and what a user may do: the access hook asks it on every request. */
  access: AccessResolver;
  /** Admits partners' calls of the open gateway before their body is read (the open platform's). */
  partnerGate?: PartnerGate;
}

/** The shared parts every module is built from. */
export interface ModuleContext {
  db: Db;
  database: Database;
  cache: Cache;
  /** The open sockets of this instance and the real-time channel to them (across instances). */
  sockets: SocketHub;
  config: AppConfig;
  passwords: PasswordHasher;
  memo: AccessMemo;
  /**
   * A memo of its own for a module's answers, kept true by the notifications of `channel` (sent by
   * the triggers of the tables those answers read); it keeps nothing until it listens.
   */
  memoOf(channel: string): AccessMemo;
  log: FastifyBaseLogger;
  /** What the start tells the operator once the server listens (where the data is kept, a one-time password). */
  startSummary: Pick<StartSummary, 'tell'>;
  /** The lines of that log as they are written, for whoever wants to watch them. */
  logLines: Pick<LogTap, 'listen'>;
  /** Aborted as soon as the app starts closing, before the last requests are answered: background work starts nothing new. */
  closing: AbortSignal;
  /** The one way out of the server: every outbound call connects through it, checked by the destination policy. */
  outbound: OutboundClient;
  /** The routes the contract opens to partners (`openAs`), called as the open gateway. */
  openOperations: OpenOperations;
  /** The OpenAPI document of every route, once all are registered. */
  apiDocument(): unknown;
  /** The services of the modules built before this one. */
  services: Services;
}

type DomainHandlers<S extends DomainName> = { [D in S]: Handlers<(typeof CONTRACT)[D]> };

export interface BuiltModule<S extends DomainName> {
  /** What the module offers the modules after it (and, in handlers, every module). */
  provides?: Partial<Services>;
  /** A handler for every route of each contract domain the module serves. */
  handlers: DomainHandlers<S>;
  /** Brings the database up to what every start expects, inside the one seeding transaction. */
  seed?(tx: Db): Promise<void>;
  /** What must answer for this instance to serve the module's requests, by name (asked by `/readyz`). */
  readiness?: Record<string, ReadinessCheck>;
  /** Adds the module's rows of the demo data set, made by `actor`; runs once per database, when asked. */
  demo?(actor: Actor): Promise<void>;
  /**
   * Sees each request of the contract routes it `watches` just before its answer leaves (what must be
   * kept once the caller is told). It runs on the request's path: it must not wait for anything or
   * throw. Only the routes watched carry it: a hook on every route costs every request.
   */
  beforeAnswer?: { watches(route: RouteDef): boolean; see(request: FastifyRequest, reply: FastifyReply): void };
  /**
   * Sees every request once its answer has been sent (figures). It runs on the request's
   * path after the answer: it must not wait for anything or throw.
   */
  onResponse?(request: FastifyRequest, reply: FastifyReply): void;
  /**
   * Starts the module's background work once the database is seeded; answers how to stop it when the
   * app closes, which runs after the last request was answered and before the database closes.
   */
  start?(): Promise<() => Promise<void>>;
  /**
   * Housekeeping a start need not wait for (removing what expired or was left behind while no instance
   * ran): runs a second after the app is ready, beside its first requests; a failure is logged, and the module's
   * schedule does it again. The app closes only after it has ended.
   */
  tidyUp?(): Promise<unknown>;
}

/**
 * A domain of the server. `build` runs once per app, after the modules it names in `after`: a service
 * another module needs when it is built comes from a module built before, while handlers may read
 * `context.services` of any module when they run.
 */
export interface ServerModule<S extends DomainName = DomainName> {
  name: string;
  /**
   * The modules built, seeded and given their demo rows before this one: those whose services its
   * `build` reads, and those whose rows its seed or demo data refers to (module-order.ts).
   */
  after?: readonly string[];
  build(context: ModuleContext): BuiltModule<S>;
}

export const defineModule = <const S extends DomainName>(module: ServerModule<S>): ServerModule<S> => module;

/** The contract domains a module serves. */
export type ServedBy<M> = M extends ServerModule<infer S> ? S : never;
