import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { maskPhone, MESSAGES } from '@console/contract';
import { type SecondFactorProof, type TwoFactorEnrolment, type TwoFactorStatus } from '@console/contract/two-factor';
import { recordAudit, type Actor } from '../../crud/audit.ts';
import type { Caller } from '../../http/access.ts';
import { badRequest, conflict, notSignedIn, tooManyRequests } from '../../http/errors.ts';
import type { Db } from '../../platform/database.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { SmsApi } from '../sms/sms.api.ts';
import type { UsersApi } from '../users/users.api.ts';
import type { UserRow } from '../users/users.table.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { SessionsApi } from './sessions.api.ts';
import { newRecoveryCodes, newTotpSecret, normalRecoveryCode, otpauthUri, stepOfCode } from './totp.ts';
import * as repo from './two-factor.repository.ts';

/** An offered secret may be confirmed this long after it was shown. */
const ENROLMENT_LIFETIME_MS = 15 * 60_000;
const AUDIT_TARGET = 'two-factor';
const DIGEST_PURPOSE = 'two-factor-recovery-codes';

/** What the person at the keyboard gives to prove they own the account before its second factor changes. */
export interface OwnerProof { password?: string; currentCode?: string }

/** What an enrolment ticket carries, sealed: nothing is kept until a code of its secret confirms it. */
interface Offered { userId: number; secret: string; until: number }

/**
 * A second factor per account: an authenticator (RFC 6238, its secret sealed with the install's key)
 * with ten single-use recovery codes (kept as keyed digests), and where texts reach phones, a code sent
 * to the account's phone after a sign-in that did not use one. Every code is throttled as passwords
 * are, per account and per address, and good once.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Db,
    private readonly box: Pick<SecretBox, 'seal' | 'sealForUrl' | 'open' | 'keyedDigest'>,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersApi,
    private readonly sessions: SessionsApi,
    private readonly passwords: PasswordHasher,
    private readonly sms: () => SmsApi,
    /** Whether roles' requirements of two factors hold (`REQUIRE_TWO_FACTOR`). */
    private readonly requireTwoFactor: boolean,
  ) {}

  private async account(userId: number): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw notSignedIn();
    return user;
  }

  async status(caller: Caller): Promise<TwoFactorStatus> {
    const user = await this.account(caller.userId);
    const smsPhone = caller.signInStep === 'secondFactor' && (await this.smsOffered(caller, user)) && user.phone ? maskPhone(user.phone) : null;
    return {
      enrolled: user.twoFactorSince !== null,
      enrolledAt: user.twoFactorSince?.toISOString() ?? null,
      required: await this.required(user.id),
      recoveryCodesLeft: await repo.recoveryCodesLeft(this.db, user.id),
      smsPhone,
    };
  }

  private async required(userId: number): Promise<boolean> {
    return this.requireTwoFactor && repo.requiredByRole(this.db, userId);
  }

  /** A new secret, not kept: the ticket carries it sealed, for the account, for a while. */
  async startEnrolment(userId: number): Promise<TwoFactorEnrolment> {
    const user = await this.account(userId);
    const secret = newTotpSecret();
    const offered: Offered = { userId, secret, until: Date.now() + ENROLMENT_LIFETIME_MS };
    return { secret, uri: otpauthUri(secret, user.username), enrolment: this.box.sealForUrl(JSON.stringify(offered)) };
  }

  /**
   * Enrols the offered secret once a current code of it is given; replacing an enrolled one needs the
   * owner's proof too. A wrong code stores nothing. Answers the recovery codes, which only now exist in clear.
   */
  async confirmEnrolment(actor: Actor, userId: number, enrolment: string, code: string, proof: OwnerProof): Promise<string[]> {
    const user = await this.account(userId);
    const secret = this.offeredTo(userId, enrolment);
    let step: number | null = null;
    await this.throttled(user, actor.ip, async () => {
      const refusal = user.twoFactorSince === null ? null : await this.ownerRefusal(user, proof);
      if (refusal) return refusal;
      step = stepOfCode(secret, code);
      return step === null ? MESSAGES.twoFactor.codeWrong : null;
    });
    const recoveryCodes = newRecoveryCodes();
    await this.db.transaction(async (tx) => {
      const since = await repo.enrol(tx, userId, this.box.seal(secret), step!, recoveryCodes.map((recovery) => this.digestOf(userId, recovery)));
      await recordAudit(tx, actor, { action: 'update', target: AUDIT_TARGET, targetId: userId, before: { enrolledAt: user.twoFactorSince }, after: { enrolledAt: since } });
    });
    return recoveryCodes;
  }

  /** The secret of a ticket offered to this account and not yet stale; 400 otherwise. */
  private offeredTo(userId: number, enrolment: string): string {
    let offered: Offered;
    try {
      offered = JSON.parse(this.box.open(enrolment)) as Offered;
    } catch {
      throw badRequest(MESSAGES.twoFactor.enrolmentExpired);
    }
    if (offered.userId !== userId || offered.until < Date.now()) throw badRequest(MESSAGES.twoFactor.enrolmentExpired);
    return offered.secret;
  }

  /** Removes the account's second factor, the owner proven, unless a role requires two factors (409). */
  async turnOff(actor: Actor, userId: number, proof: OwnerProof): Promise<void> {
    const user = await this.account(userId);
    if (user.twoFactorSince === null) throw conflict(MESSAGES.twoFactor.notEnrolled);
    if (await this.required(userId)) throw conflict(MESSAGES.twoFactor.requiredByRole);
    await this.throttled(user, actor.ip, () => this.ownerRefusal(user, proof));
    await this.remove(actor, user);
  }

  /** Removes a user's second factor for an administrator (a lost phone and lost codes), within what the actor may manage. */
  async reset(actor: Actor, userId: number, scope: SQL | undefined): Promise<void> {
    await this.users.checkManageable(this.db, actor, userId, scope);
    const user = await this.account(userId);
    if (user.twoFactorSince === null) throw conflict(MESSAGES.twoFactor.notEnrolled);
    await this.remove(actor, user);
  }

  private async remove(actor: Actor, user: UserRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await repo.remove(tx, user.id);
      await recordAudit(tx, actor, { action: 'update', target: AUDIT_TARGET, targetId: user.id, before: { enrolledAt: user.twoFactorSince }, after: { enrolledAt: null } });
    });
  }

  /**
   * Proof that the owner is at the keyboard: the password, or a current code (used up). 400 when
   * neither is given; answers why it fails when the one given is wrong, else null.
   */
  private async ownerRefusal(user: UserRow, { password, currentCode }: OwnerProof): Promise<string | null> {
    if (password === undefined && currentCode === undefined) throw badRequest(MESSAGES.twoFactor.proofRequired);
    const proven = password !== undefined ? await this.passwords.verify(user.passwordHash, password) : await this.spendTotp(user.id, currentCode!);
    return proven ? null : MESSAGES.twoFactor.proofWrong;
  }

  /**
   * Runs a check of something the caller typed, throttled per account and address as passwords are:
   * 429 while the caller must wait; a failed check (it answers why) counts and answers 400.
   */
  private async throttled(user: UserRow, ip: string, check: () => Promise<string | null>): Promise<void> {
    const subject = `user:${user.id}`;
    const { waitMs } = await this.throttle.check(subject, ip);
    if (waitMs > 0) throw tooManyRequests(waitMs);
    const refusal = await check();
    if (refusal !== null) {
      await this.throttle.recordFailure(subject, ip);
      throw badRequest(refusal);
    }
    await this.throttle.recordSuccess(subject);
  }

  /** Whether `code` is a current code of the account's authenticator, whose step it then uses up. */
  private async spendTotp(userId: number, code: string): Promise<boolean> {
    const key = await repo.keyOf(this.db, userId);
    const step = key ? stepOfCode(this.box.open(key.secretSealed), code) : null;
    return step !== null && repo.spendStep(this.db, userId, step);
  }

  private digestOf(userId: number, recoveryCode: string): string {
    return this.box.keyedDigest(DIGEST_PURPOSE, `${userId}:${normalRecoveryCode(recoveryCode)}`);
  }

  /**
   * Finishes a sign-in owing its second factor: the session ends and a finished one starts, its token
   * answered with the recovery codes left.
   */
  async verify(caller: Caller, proof: SecondFactorProof, request: FastifyRequest): Promise<{ token: string; recoveryCodesLeft: number }> {
    const user = await this.account(caller.userId);
    await this.throttled(user, request.ip, async () => ((await this.proven(caller, user, proof)) ? null : REFUSALS[proof.method]));
    const token = await this.sessions.finish(caller.tokenHash, user.id, request);
    return { token, recoveryCodesLeft: await repo.recoveryCodesLeft(this.db, user.id) };
  }

  private async proven(caller: Caller, user: UserRow, { method, code }: SecondFactorProof): Promise<boolean> {
    if (method === 'totp') return this.spendTotp(user.id, code);
    if (method === 'recovery') return repo.spendRecoveryCode(this.db, user.id, this.digestOf(user.id, code));
    return (await this.smsOffered(caller, user)) && this.sms().takeCode(user.phone!, 'signIn', code);
  }

  /** Sends a sign-in code to the account's phone for the second step, where SMS may be it (400 otherwise). */
  async sendSms(caller: Caller, request: FastifyRequest): Promise<void> {
    const user = await this.account(caller.userId);
    if (!(await this.smsOffered(caller, user))) throw badRequest(MESSAGES.twoFactor.smsUnavailable);
    await this.sms().sendCode(user.phone!, 'signIn', request);
  }

  /** An SMS code is a second factor where texts reach phones, to an account with a phone, after a first factor that was not one. */
  private async smsOffered(caller: Caller, user: UserRow): Promise<boolean> {
    if (!user.phone || !(await this.sms().reachesPhones())) return false;
    const first = await this.sessions.firstFactorOf(caller.tokenHash);
    return first !== null && first !== 'sms';
  }
}

const REFUSALS: Record<SecondFactorProof['method'], string> = {
  totp: MESSAGES.twoFactor.codeWrong,
  recovery: MESSAGES.twoFactor.recoveryCodeWrong,
  sms: MESSAGES.smsCodeWrong,
};
