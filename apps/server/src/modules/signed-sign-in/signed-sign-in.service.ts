import { createHmac, timingSafeEqual } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@console/contract';
import { SIGNED_SIGN_IN_WINDOW_SECONDS, signedSignInText, type SignedSignInBody } from '@console/contract/signed-sign-in';
import { badRequest } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { ApplicationsApi } from '../products/applications.api.ts';
import type { UsersApi } from '../users/users.api.ts';
import type { UserRow } from '../users/users.table.ts';
import { signedSignInNonces } from './signed-sign-in.table.ts';

const WINDOW_MS = SIGNED_SIGN_IN_WINDOW_SECONDS * 1000;

const sameHex = (given: string, expected: string) => {
  const a = Buffer.from(given.toLowerCase(), 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checks a link a trusted application signed to sign a person in: the application's sign-in secret,
 * a timestamp near the server's clock, a nonce never used. Each refusal says which check failed: the
 * caller holds a valid link or none, so the reason gives nothing away.
 */
export class SignedSignIns {
  constructor(private readonly db: Db, private readonly applications: ApplicationsApi, private readonly users: UsersApi) {}

  async accountOf(link: SignedSignInBody, now = Date.now()): Promise<UserRow> {
    const secret = await this.applications.signInSecretOf(link.appId);
    if (secret === null) throw badRequest(MESSAGES.signInLinkUnknownApp);
    if (Math.abs(now - link.timestamp * 1000) > WINDOW_MS) throw badRequest(MESSAGES.signInLinkExpired);
    const expected = createHmac('sha256', secret).update(signedSignInText(link)).digest('hex');
    if (!sameHex(link.sign, expected)) throw badRequest(MESSAGES.signInLinkForged);
    if (!(await this.useNonce(link.appId, link.nonce))) throw badRequest(MESSAGES.signInLinkUsed);
    const account = await this.users.findForSignIn(link.username);
    if (!account?.enabled) throw badRequest(MESSAGES.signInLinkUnknownUser);
    return account;
  }

  /** Whether the nonce was new: recording it is one statement, so two requests with one link cannot both pass. */
  private async useNonce(appId: string, nonce: string): Promise<boolean> {
    const recorded = await this.db.insert(signedSignInNonces).values({ appId: appId.toLowerCase(), nonce }).onConflictDoNothing().returning();
    return recorded.length === 1;
  }

  /** Forgets the nonces whose links are past their window anyway. */
  async removeStaleNonces(): Promise<void> {
    await this.db.delete(signedSignInNonces).where(lt(signedSignInNonces.usedAt, sql`now() - make_interval(secs => ${(2 * WINDOW_MS) / 1000})`));
  }
}
