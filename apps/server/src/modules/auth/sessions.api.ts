import type { FastifyRequest } from 'fastify';
import type { OwnSession } from '@console/contract';
import type { Actor } from '../../crud/audit.ts';

export interface SignedInAccount { id: number; mustChangePassword: boolean }

/** What the sessions offer: starting and ending them, also all of a user's when their password changes. */
export interface SessionsApi {
  /** Starts a session, unless the user's roles refuse the address (403); the token is returned once and only its hash is kept. */
  start(userId: number, ip: string, userAgent: string): Promise<string>;
  /** Refuses (403) what would start a session from an address the user's roles do not allow, before it changes anything. */
  refuseUnlessAdmitted(userId: number, ip: string): Promise<void>;
  /** Ends the sessions (of these users, or everyone's) opened from an address no longer allowed, audited; answers how many. */
  endRefused(userIds: number[] | 'all', allowed: (ip: string) => boolean, actor: Actor): Promise<number>;
  /** Starts a session for an account that proved itself another way (a code, a signed link), answered as a sign-in is. */
  signIn(account: SignedInAccount, request: FastifyRequest): Promise<{ token: string; mustChangePassword: boolean }>;
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
