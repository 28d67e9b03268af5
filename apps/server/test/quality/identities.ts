import { eq } from 'drizzle-orm';
import { SAAS_USER_TYPE, type PermType } from '@console/contract';
import { SessionsService } from '../../src/modules/auth/sessions.service.ts';
import type { FirstFactor } from '../../src/modules/auth/sessions.table.ts';
import { users } from '../../src/modules/users/users.table.ts';
import type { Db } from '../../src/platform/database.ts';
import { createUserWithGrants } from '../fixtures.ts';

/** Users made for the checks: they never sign in with a password, so none is hashed. */
const NO_PASSWORD = 'no-password';

/** What makes a user a customer main account allowed sub-accounts. */
export const CUSTOMER_MAIN_ACCOUNT = { userType: SAAS_USER_TYPE, subAccount: true, parentId: null };

/**
 * The callers the checks play: signed-in users with chosen grants, with sessions as sign-in gives
 * them. A user's session serves its requests while they are refused (a refusal changes nothing); an
 * answered request may have ended it, or changed the user, so the next gets a new one.
 */
export class Identities {
  private readonly sessions: SessionsService;
  private readonly byGrants = new Map<string, number>();
  private readonly sessionOf = new Map<number, string>();
  private admin: number | undefined;

  /** `secondFactorAfter`: the sessions owe their account's second factor, as after such a first one. */
  constructor(private readonly db: Db, private readonly secondFactorAfter: FirstFactor | null = null) {
    this.sessions = new SessionsService(db, { idleMs: 3_600_000, absoluteMs: 3_600_000 });
  }

  /**
   * A user whose one role grants exactly these pages and permission types (made once per set);
   * `customer`: a customer main account allowed sub-accounts, else staff.
   */
  async userWith(grants: Record<string, PermType[]>, customer = false): Promise<number> {
    const key = JSON.stringify({ grants, customer });
    const known = this.byGrants.get(key);
    if (known !== undefined) return known;
    const id = await createUserWithGrants(this.db, `quality-${this.byGrants.size + 1}`, NO_PASSWORD, grants);
    if (customer) await this.db.update(users).set(CUSTOMER_MAIN_ACCOUNT).where(eq(users.id, id));
    this.byGrants.set(key, id);
    return id;
  }

  async adminId(): Promise<number> {
    this.admin ??= (await this.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]!.id;
    return this.admin;
  }

  /** A new session of the user's, as sign-in starts one. */
  tokenOf(userId: number): Promise<string> {
    return this.sessions.start(userId, '127.0.0.1', 'quality-checks', this.secondFactorAfter);
  }

  /** Whether the user's next request reuses a session, its requests since the last new one all refused. */
  holdsSession(userId: number): boolean {
    return this.sessionOf.has(userId);
  }

  /** A session for the user's next request. */
  async sessionFor(userId: number): Promise<string> {
    const kept = this.sessionOf.get(userId);
    if (kept) return kept;
    const token = await this.tokenOf(userId);
    this.sessionOf.set(userId, token);
    return token;
  }

  /** Records how the user's request was answered: anything but a refusal gives the next one a new session. */
  answered(userId: number, status: number): void {
    if (status < 400 || status >= 500) this.sessionOf.delete(userId);
  }
}
