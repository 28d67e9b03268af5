import type { FastifyRequest } from 'fastify';

export interface SignedInAccount { id: number; mustChangePassword: boolean }

/** What the sessions offer: starting and ending them, also all of a user's when their password changes. */
export interface SessionsApi {
  /** Starts a session; the token is returned once and only its hash is kept. */
  start(userId: number, ip: string, userAgent: string): Promise<string>;
  /** Starts a session for an account that proved itself another way (a code, a signed link), answered as a sign-in is. */
  signIn(account: SignedInAccount, request: FastifyRequest): Promise<{ token: string; mustChangePassword: boolean }>;
  end(tokenHash: string): Promise<void>;
  endAllOf(userId: number): Promise<void>;
  endOthersOf(userId: number, keepTokenHash: string): Promise<void>;
  /** Which of these sessions (by token hash) are still live: not ended, expired or idle, their user enabled. */
  liveAmong(tokenHashes: Iterable<string>): Promise<Set<string>>;
}

declare module '../../module.ts' {
  interface Services {
    sessions: SessionsApi;
  }
}
