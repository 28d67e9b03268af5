import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { MESSAGES } from '@console/contract';
import { PASSWORD_NOTICE_DAYS, type PasswordAge, type PasswordRules } from '@console/contract/account';
import { SETTING_KEYS } from '@console/contract/settings';
import { badRequest } from '../../http/errors.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { SettingsApi } from '../settings/settings.api.ts';

const DAY_MS = 24 * 3_600_000;

let estimator: ZxcvbnFactory | undefined;
/** zxcvbn's score (0–4). Built on first use: its dictionaries take some 80 ms and memory a server that never sets a password need not pay. */
function strengthOf(password: string, userInputs: string[]): number {
  estimator ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  return estimator.check(password, userInputs).score;
}

/** The password policy of the system configuration: what a new password must be, and how long one lasts. */
export class PasswordPolicy {
  constructor(private readonly settings: Pick<SettingsApi, 'read'>, private readonly passwords: PasswordHasher) {}

  async rules(): Promise<PasswordRules> {
    return {
      minLength: await this.settings.read(SETTING_KEYS.passwordMinLength),
      minStrength: await this.settings.read(SETTING_KEYS.passwordMinStrength),
      historyCount: await this.settings.read(SETTING_KEYS.passwordHistory),
      maxAgeDays: await this.settings.read(SETTING_KEYS.passwordMaxAgeDays),
    };
  }

  /**
   * Refuses (400) a new password the policy does not take. `userInputs`: the account's own words
   * (username, name, phone), weak in its password; `earlierHashes`: its current and earlier
   * passwords' hashes, newest first.
   */
  async check(password: string, userInputs: string[], earlierHashes: string[] = []): Promise<void> {
    const { minLength, minStrength, historyCount } = await this.rules();
    if ([...password].length < minLength) throw badRequest(MESSAGES.passwordTooShort(minLength));
    if (strengthOf(password, userInputs) < minStrength) throw badRequest(MESSAGES.passwordTooWeak);
    for (const earlier of earlierHashes.slice(0, historyCount)) {
      if (await this.passwords.verify(earlier, password)) throw badRequest(MESSAGES.passwordReused(historyCount));
    }
  }

  async ageOf(passwordChangedAt: Date, now = Date.now()): Promise<PasswordAge> {
    const maxAgeDays = await this.settings.read(SETTING_KEYS.passwordMaxAgeDays);
    if (maxAgeDays === 0) return { expired: false, expiresSoon: false, expiresAt: null };
    const expiresAt = passwordChangedAt.getTime() + maxAgeDays * DAY_MS;
    return { expired: expiresAt <= now, expiresSoon: expiresAt - now <= PASSWORD_NOTICE_DAYS * DAY_MS, expiresAt: new Date(expiresAt).toISOString() };
  }
}
