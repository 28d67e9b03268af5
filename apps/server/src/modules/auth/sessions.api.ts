import type { FastifyRequest } from 'fastify';
import type { OwnSession } from '@console/contract/account';
import type { Actor } from '../../crud/audit.ts';
import type { FirstFactor } from './sessions.table.ts';

export interface SignedInAccount { id: number; mustChangePassword: boolean; twoFactorSince: Date | null }

/** A sign-in's answer: the token, and what the session must do before anything else (`loginResult` of the contract). */
export interface SignedIn { token: string; mustChangePassword: boolean; secondFactor: boolean }

/** What the sessions offer: starting and ending them, also all of a user's when their password changes. */
export interface SessionsApi {
  /**
   * Starts a session, unless the user's roles refuse the address (403); the token is returned once and
   * only its hash is kept. `secondFactorAfter`: the session owes its account's second factor, after this first one.
   */
  start(userId: number, ip: string, userAgent: string, secondFactorAfter?: FirstFactor | null): Promise<string>;
  /** Refuses (403) what would start a session from an address the user's roles do not allow, before it changes anything. */
  refuseUnlessAdmitted(userId: number, ip: string): Promise<void>;
  /** Ends the sessions (of these users, or everyone's) opened from an address no longer allowed, audited; answers how many. */
  endRefused(userIds: number[] | 'all', allowed: (ip: string) => boolean, actor: Actor): Promise<number>;
  /**
   * Starts a session for an account that proved itself by `factor` (a password, a code, a signed link),
   * answered as a sign-in is: one that owes a second factor when the account enrolled one.
   */
  signIn(account: SignedInAccount, request: FastifyRequest, factor: FirstFactor): Promise<SignedIn>;
  /** Ends a session that gave its second factor and starts a finished one in its place (a new token: the one seen before the proof opens nothing more). */
  finish(tokenHash: string, userId: number, request: FastifyRequest): Promise<string>;
  /** The first factor a session owing its second one was started with; null when it owes none (or has ended). */
  firstFactorOf(tokenHash: string): Promise<FirstFactor | null>;
  end(tokenHash: string): Promise<void>;
  endAllOf(userId: number): Promise<void>;
  /** Ends the user's sessions but the one kept, audited when an actor is given; answers how many ended. */
  endOthersOf(userId: number, keepTokenHash: string, actor?: Actor): Promise<number>;
  /** The user's live sessions, by a short key, the current one first (`/user/sessions`). */
  liveOf(userId: number, currentTokenHash: string): Promise<OwnSession[]>;
  /** Ends one other session of the user by its key, audited: 409 for the current one, 404 when none has it. */
  endOneOf(userId: number, key: string, keepTokenHash: string, actor: Actor): Promise<void>;
  /** Which of these sessions (by token hash) are still live: not ended, expired or idle, their user enabled. */
  liveAmong(tokenHashes: Iterable<string>): Promise<Set<string>>;
}

declare module '../../module.ts' {
  interface Services {
    sessions: SessionsApi;
  }
}
