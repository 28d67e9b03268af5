import { randomInt } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { SmsPurpose } from '@console/contract/sms';
import { queryRows, type Db } from '../../platform/database.ts';
import { smsCodes } from './sms.table.ts';

/** How long a code may be used, how often it may be tried, and how long a spent one is kept. */
export const SMS_CODE_LIFETIME_MS = 5 * 60_000;
export const SMS_CODE_TRIES = 5;
const KEPT_MS = 24 * 60 * 60_000;

/** Six random digits. */
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Six-digit codes for a phone and a purpose. The newest code of a phone and purpose is the only one
 * that counts; taking it is one statement, so a code is used once however many requests bring it.
 */
export class SmsCodes {
  /** `keyedDigest`: the install's keyed digest, so that a copy of the table alone gives no code away. */
  constructor(private readonly db: Db, private readonly keyedDigest: (text: string) => string) {}

  /**
   * A new code for the phone and purpose, handed to `deliver` and then stored as its keyed digest. A
   * code whose delivery failed is never stored: it would otherwise replace the phone's previous code,
   * which may have arrived, with one that did not.
   */
  async issue(phone: string, purpose: SmsPurpose, deliver: (code: string) => Promise<void>): Promise<void> {
    const code = newSmsCode();
    await deliver(code);
    await this.db.insert(smsCodes).values({ phone, purpose, codeDigest: this.digestOf(phone, purpose, code), expiresAt: new Date(Date.now() + SMS_CODE_LIFETIME_MS) });
  }

  /**
   * Whether `code` is the live code of the phone and purpose, which it then uses up; a wrong one
   * counts as a try of the live code. Wrong, expired, used up or someone else's: all alike false.
   */
  async take(phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
    const [row] = await queryRows<{ taken: boolean }>(this.db, sql`
      with live as (
        select id, code_digest from ${smsCodes}
        where phone = ${phone} and purpose = ${purpose} and used_at is null and expires_at > now() and tries < ${SMS_CODE_TRIES}
        order by id desc limit 1 for update)
      update ${smsCodes} c set
        used_at = case when live.code_digest = ${this.digestOf(phone, purpose, code)} then now() end,
        tries = c.tries + 1
      from live where c.id = live.id
      returning c.used_at is not null as taken`);
    return row?.taken ?? false;
  }

  /** Forgets codes that can no longer be used. */
  async removeExpired(): Promise<void> {
    await this.db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(Date.now() - KEPT_MS)));
  }

  private digestOf(phone: string, purpose: SmsPurpose, code: string): string {
    return this.keyedDigest(`${purpose}:${phone}:${code}`);
  }
}
