import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/database.ts';
import type { Caller } from '../../http/access.ts';
import { NO_MEMO, type AccessMemo } from '../../platform/access-memo.ts';
import * as repo from './sessions.repository.ts';
import type { SessionsApi } from './sessions.api.ts';

/** Last-seen times are written at most this often, so ordinary traffic does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionPolicy { idleMs: number; absoluteMs: number }

export class SessionsService implements SessionsApi {
  private readonly findSession: ReturnType<typeof repo.sessionByToken>;

  constructor(private readonly db: Db, private readonly policy: SessionPolicy, private readonly memo: AccessMemo = NO_MEMO) {
    this.findSession = repo.sessionByToken(db);
  }

  /**
   * Starts a session; the token (256 random bits) is returned once and only its hash is kept.
   * The user's sessions that expired unused are cleared on the way, so the table does not grow.
   */
  async start(userId: number, ip: string, userAgent: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await repo.deleteExpiredOfUser(this.db, userId, now);
    await repo.insertSession(this.db, {
      tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.absoluteMs), ip, userAgent: userAgent.slice(0, 512),
    });
    return token;
  }

  /** The caller behind a token, or null when it is unknown, expired, idle too long or its user is disabled. */
  async resolve(token: string): Promise<Caller | null> {
    const tokenHash = hashToken(token);
    const session = await this.memo.remember(`session:${tokenHash}`, () => this.findSession(tokenHash));
    if (!session) return null;
    const now = Date.now();
    const idleExpired = session.lastSeenAt.getTime() + this.policy.idleMs <= now;
    if (idleExpired || session.expiresAt.getTime() <= now || !session.userEnabled) {
      await repo.deleteSession(this.db, tokenHash);
      return null;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      session.lastSeenAt = new Date(now);
      await repo.touchSession(this.db, tokenHash, session.lastSeenAt);
    }
    return { userId: session.userId, tokenHash, mustChangePassword: session.mustChangePassword, isAdmin: session.isAdmin, accessVersion: session.accessVersion };
  }

  end(tokenHash: string): Promise<void> {
    return repo.deleteSession(this.db, tokenHash);
  }

  endAllOf(userId: number): Promise<void> {
    return repo.deleteSessionsOfUser(this.db, userId);
  }

  endOthersOf(userId: number, keepTokenHash: string): Promise<void> {
    return repo.deleteOtherSessionsOfUser(this.db, userId, keepTokenHash);
  }
}
