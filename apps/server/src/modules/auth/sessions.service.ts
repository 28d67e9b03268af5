import { hash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database.ts';
import { MESSAGES, SAAS_USER_TYPE, type Page } from '@console/contract';
import { OWN_SESSIONS_MAX, SESSION_KEY_LENGTH, type OwnSession } from '@console/contract/account';
import { type OnlineSession } from '@console/contract/online-users';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import type { Caller, CustomerAccount } from '../../http/access.ts';
import type { SignInStep } from '@console/contract';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { NO_MEMO, type AccessMemo } from '../../platform/access-memo.ts';
import type { MaybePromise } from '../../platform/maybe-promise.ts';
import * as repo from './sessions.repository.ts';
import type { SessionsApi, SignedIn, SignedInAccount } from './sessions.api.ts';
import type { FirstFactor } from './sessions.table.ts';

/**
 * Last-seen times are written at most this often, so ordinary traffic does not write on every call;
 * a short idle limit writes them more often, so no session in use looks idle.
 */
const TOUCH_INTERVAL_MS = 60_000;
const touchIntervalOf = (idleMs: number) => Math.min(TOUCH_INTERVAL_MS, idleMs / 4);

/** A session owing its second factor lasts this long at most: the code is typed at once, or the sign-in starts again. */
const UNFINISHED_SESSION_MS = 10 * 60_000;

/** Sessions asked about in one query, within the databases' limit of parameters. */
const LIVE_CHECK_BATCH = 1_000;

export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Tokens whose hash is kept: the busiest sessions' requests. */
const KEPT_TOKEN_HASHES = 10_000;

/**
 * The hashes of the tokens recently seen, so that a session's every request does not hash its token
 * again (about 2 µs, the largest part of answering from memory). A token's text is held here as long
 * as the request objects that carry it would hold it anyway, and bounded.
 */
class TokenHashes {
  private readonly kept = new Map<string, string>();

  of(token: string): string {
    const known = this.kept.get(token);
    if (known !== undefined) return known;
    const tokenHash = hashToken(token);
    if (this.kept.size >= KEPT_TOKEN_HASHES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(token, tokenHash);
    return tokenHash;
  }
}

/** What names a session to its user: the start of its token's hash, which opens nothing. */
export const sessionKeyOf = (tokenHash: string) => tokenHash.slice(0, SESSION_KEY_LENGTH);

type KeptSession = NonNullable<Awaited<ReturnType<ReturnType<typeof repo.sessionByToken>>>>;

const customerOf = (session: KeptSession): CustomerAccount | null =>
  session.userType === SAAS_USER_TYPE ? { mainAccountId: session.parentId, subAccountFlag: session.subAccount } : null;

/** The first step the session's sign-in still owes, in the order `SIGN_IN_STEPS` asks for them; null when none. */
function stepOf(session: KeptSession): SignInStep | null {
  if (session.secondFactorAfter !== null) return 'secondFactor';
  if (session.mustChangePassword) return 'password';
  return session.mustEnrol ? 'twoFactorEnrolment' : null;
}

export interface SessionPolicy { idleMs: number; absoluteMs: number }

/** The rules of sessions that are settings or belong to other modules; the policy's and none by default. */
export interface SessionRules {
  /** Answers of the access checks, forgotten when a session ends. */
  memo?: AccessMemo;
  /** The idle limit in force, a setting that may change while the server runs. */
  idleLimit?: () => MaybePromise<number>;
  /** How many sessions an account keeps at most (0: any number), also a setting. */
  perAccount?: () => MaybePromise<number>;
  /** Whether a user may sign in from an address (their roles' lists of addresses). */
  admitsFrom?: (userId: number, ip: string) => Promise<boolean>;
  /** Whether roles requiring two factors make their holders enrol one first (`REQUIRE_TWO_FACTOR`). */
  requireTwoFactor?: boolean;
}

export class SessionsService implements SessionsApi {
  private readonly findSession: ReturnType<typeof repo.sessionByToken>;
  private readonly insertSession: ReturnType<typeof repo.sessionInsert>;
  private readonly deleteSessionsBeyond: ReturnType<typeof repo.sessionsBeyond>;
  private readonly tokenHashes = new TokenHashes();
  private readonly memo: AccessMemo;
  private readonly idleLimit: () => MaybePromise<number>;
  private readonly perAccount: () => MaybePromise<number>;
  private readonly admitsFrom: (userId: number, ip: string) => Promise<boolean>;

  constructor(private readonly db: Db, private readonly policy: SessionPolicy, rules: SessionRules = {}) {
    this.memo = rules.memo ?? NO_MEMO;
    this.idleLimit = rules.idleLimit ?? (() => policy.idleMs);
    this.perAccount = rules.perAccount ?? (() => 0);
    this.admitsFrom = rules.admitsFrom ?? (async () => true);
    this.findSession = repo.sessionByToken(db, rules.requireTwoFactor ?? false);
    this.insertSession = repo.sessionInsert(db);
    this.deleteSessionsBeyond = repo.sessionsBeyond(db);
  }

  async signIn(account: SignedInAccount, request: FastifyRequest, factor: FirstFactor): Promise<SignedIn> {
    const secondFactor = account.twoFactorSince !== null;
    const token = await this.start(account.id, request.ip, request.headers['user-agent'] ?? '', secondFactor ? factor : null);
    return { token, mustChangePassword: account.mustChangePassword, secondFactor };
  }

  async finish(tokenHash: string, userId: number, request: FastifyRequest): Promise<string> {
    await this.end(tokenHash);
    return this.start(userId, request.ip, request.headers['user-agent'] ?? '');
  }

  async firstFactorOf(tokenHash: string): Promise<FirstFactor | null> {
    return (await repo.secondFactorAfterOf(this.db, tokenHash)) ?? null;
  }

  /**
   * Refuses (403) a sign-in from an address the user's roles do not allow, saying which address, with
   * the reason for the page to say it in the reader's language (the sign-in log keeps the message).
   */
  async refuseUnlessAdmitted(userId: number, ip: string): Promise<void> {
    if (!(await this.admitsFrom(userId, ip))) throw new AppError(403, MESSAGES.duties.addressNotAllowed(ip), { reason: 'addressNotAllowed', ip });
  }

  /**
   * Starts a session, unless the address is refused; the token (256 random bits) is returned once and
   * only its hash is kept. Past the limit of sessions per account, the account's least recently used
   * ones end. A session owing its second factor ends within minutes unless it gives it.
   */
  async start(userId: number, ip: string, userAgent: string, secondFactorAfter: FirstFactor | null = null): Promise<string> {
    await this.refuseUnlessAdmitted(userId, ip);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const lifetime = secondFactorAfter ? Math.min(UNFINISHED_SESSION_MS, this.policy.absoluteMs) : this.policy.absoluteMs;
    await this.insertSession({
      tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime), ip, userAgent: userAgent.slice(0, 512), secondFactorAfter,
    });
    const limit = await this.perAccount();
    if (limit > 0 && (await this.deleteSessionsBeyond(userId, limit)).length > 0) this.memo.forgetAll();
    return token;
  }

  /** The caller behind a token, or null when it is unknown, expired, idle too long or its user is disabled. */
  resolve(token: string): MaybePromise<Caller | null> {
    const tokenHash = this.tokenHashes.of(token);
    const session = this.memo.remember(`session:${tokenHash}`, () => this.findSession(tokenHash));
    const idleMs = this.idleLimit();
    if (session instanceof Promise || idleMs instanceof Promise) return this.resolveLater(tokenHash, session, idleMs);
    return this.callerOf(tokenHash, session, idleMs);
  }

  private async resolveLater(tokenHash: string, session: MaybePromise<KeptSession | undefined>, idleMs: MaybePromise<number>): Promise<Caller | null> {
    // Both are awaited together: a failing database fails both, and neither failure may go unheard.
    const [kept, limit] = await Promise.all([session, idleMs]);
    return this.callerOf(tokenHash, kept, limit);
  }

  /** The caller of a session as kept, at once unless the session must be ended or its last-seen time written. */
  private callerOf(tokenHash: string, session: KeptSession | undefined, idleMs: number): MaybePromise<Caller | null> {
    if (!session) return null;
    const now = Date.now();
    if (this.isOver(session, now, idleMs)) return this.endUnlessSeenElsewhere(tokenHash, session, now, idleMs);
    const caller: Caller = {
      userId: session.userId, tokenHash, signInStep: stepOf(session), isAdmin: session.isAdmin,
      customer: customerOf(session), accessVersion: session.accessVersion,
    };
    if (now - session.lastSeenAt.getTime() < touchIntervalOf(idleMs)) return caller;
    session.lastSeenAt = new Date(now);
    return repo.touchSession(this.db, tokenHash, session.lastSeenAt).then(() => caller);
  }

  private async endUnlessSeenElsewhere(tokenHash: string, session: KeptSession, now: number, idleMs: number): Promise<Caller | null> {
    if (await this.seenElsewhere(tokenHash, session, now, idleMs)) return this.callerOf(tokenHash, session, idleMs);
    await repo.deleteSession(this.db, tokenHash);
    return null;
  }

  private isOver(session: KeptSession, now: number, idleMs: number): boolean {
    const idle = session.lastSeenAt.getTime() + idleMs <= now;
    return idle || session.expiresAt.getTime() <= now || !session.userEnabled;
  }

  /**
   * Whether a kept session that looks idle was used through another instance since it was kept
   * (last-seen times change without a notification); the kept copy learns the stored time.
   */
  private async seenElsewhere(tokenHash: string, kept: KeptSession, now: number, idleMs: number): Promise<boolean> {
    const stored = await this.findSession(tokenHash);
    if (!stored || this.isOver(stored, now, idleMs)) return false;
    kept.lastSeenAt = stored.lastSeenAt;
    return true;
  }

  /** Which of these sessions are still live: not ended, expired or idle, their user enabled. */
  async liveAmong(tokenHashes: Iterable<string>): Promise<Set<string>> {
    const all = [...tokenHashes];
    const now = new Date();
    const idleSince = new Date(now.getTime() - (await this.idleLimit()));
    const live = new Set<string>();
    for (let start = 0; start < all.length; start += LIVE_CHECK_BATCH) {
      for (const tokenHash of await repo.liveAmong(this.db, all.slice(start, start + LIVE_CHECK_BATCH), now, idleSince)) live.add(tokenHash);
    }
    return live;
  }

  /** Deletes the sessions that can no longer be used (expired or idle too long); answers how many went. */
  async deleteLapsed(): Promise<number> {
    const now = new Date();
    return repo.deleteLapsed(this.db, now, new Date(now.getTime() - (await this.idleLimit())));
  }

  async end(tokenHash: string): Promise<void> {
    await repo.deleteSession(this.db, tokenHash);
    this.memo.forgetAll();
  }

  async endAllOf(userId: number): Promise<void> {
    await repo.deleteSessionsOfUser(this.db, userId);
    this.memo.forgetAll();
  }

  async endOthersOf(userId: number, keepTokenHash: string, actor?: Actor): Promise<number> {
    return this.endOthers(userId, keepTokenHash, actor);
  }

  /** The user's live sessions, the current one first, then the most recently used. */
  async liveOf(userId: number, currentTokenHash: string): Promise<OwnSession[]> {
    const now = new Date();
    const idleSince = new Date(now.getTime() - (await this.idleLimit()));
    const rows = await repo.liveOfUser(this.db, userId, currentTokenHash, now, idleSince, OWN_SESSIONS_MAX);
    return rows.map(({ tokenHash, ip, userAgent, createdAt, lastSeenAt }) => ({
      key: sessionKeyOf(tokenHash), ip, userAgent, createdAt: createdAt.toISOString(), lastSeenAt: lastSeenAt.toISOString(), current: tokenHash === currentTokenHash,
    }));
  }

  /**
   * Ends the sessions (of these users, or everyone's) opened from an address no longer allowed; audited
   * as the change that caused it. Answers how many ended.
   */
  async endRefused(userIds: number[] | 'all', allowed: (ip: string) => boolean, actor: Actor): Promise<number> {
    const refused = (await repo.sessionsOf(this.db, userIds)).filter((session) => !allowed(session.ip));
    if (refused.length === 0) return 0;
    await this.db.transaction(async (tx) => {
      await repo.deleteSessions(tx, refused.map((session) => session.tokenHash));
      for (const userId of new Set(refused.map((session) => session.userId))) {
        const keys = refused.filter((session) => session.userId === userId).map((session) => sessionKeyOf(session.tokenHash)).sort();
        await recordAudit(tx, actor, { action: 'delete', target: 'session', targetId: userId, before: { sessions: keys }, after: null });
      }
    });
    this.memo.forgetAll();
    return refused.length;
  }

  /** 在线用户: a page of every enabled account's live sessions, each named by its key. */
  async online(query: repo.OnlineSessionsQuery, currentTokenHash: string): Promise<Page<OnlineSession>> {
    const now = new Date();
    const page = await repo.livePage(this.db, query, now, new Date(now.getTime() - (await this.idleLimit())));
    return {
      ...page,
      records: page.records.map(({ tokenHash, createdAt, lastSeenAt, ...session }) => ({
        ...session, key: sessionKeyOf(tokenHash), createdAt: createdAt.toISOString(), lastSeenAt: lastSeenAt.toISOString(), current: tokenHash === currentTokenHash,
      })),
    };
  }

  async endOneOf(userId: number, key: string, keepTokenHash: string, actor: Actor): Promise<void> {
    if (sessionKeyOf(keepTokenHash) === key) throw conflict(MESSAGES.account.sessionIsCurrent);
    if ((await this.endOthers(userId, keepTokenHash, actor, key)) === 0) throw notFound(MESSAGES.account.sessionNotFound);
  }

  /** Ends the user's other sessions (those of `key` only, when given), audited when an actor asked; answers how many ended. */
  private async endOthers(userId: number, keepTokenHash: string, actor?: Actor, key?: string): Promise<number> {
    const ended = await this.db.transaction(async (tx) => {
      const gone = await repo.deleteOtherSessionsOfUser(tx, userId, keepTokenHash, key);
      if (actor && gone.length > 0) {
        await recordAudit(tx, actor, { action: 'delete', target: 'session', targetId: userId, before: { sessions: gone.map(sessionKeyOf).sort() }, after: null });
      }
      return gone.length;
    });
    this.memo.forgetAll();
    return ended;
  }
}
