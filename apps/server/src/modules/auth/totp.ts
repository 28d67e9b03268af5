import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TWO_FACTOR_ISSUER } from '@console/contract/two-factor';

const ALGORITHM = 'SHA1';
/** Codes of one time step either side of now are accepted too (RFC 6238 §5.2: clocks and typing lag). */
const WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends for HMAC-SHA1 keys. */
const SECRET_BYTES = 20;

/** A new authenticator secret, in base32 as apps take it typed. */
export const newTotpSecret = () => new Secret({ size: SECRET_BYTES }).base32;

/** The `otpauth://totp/…` address of a secret, which the QR code holds. */
export const otpauthUri = (secret: string, account: string) =>
  new TOTP({ issuer: TWO_FACTOR_ISSUER, label: account, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).toString();

/**
 * The time step whose code `code` is, within the window around `now`, or null when it is none of
 * them (forged, mistyped, or too old). Refusing a step already used is the caller's part.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({
    token: code, secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: now, window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/** Letters and digits without look-alikes (no 0/o, 1/i/l). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

/** Ten characters of 31 (49 bits each), shown as two groups of five: `7kq2m-x9c4p`. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** A recovery code as typed, as it was given: lower case, without the dash or spaces. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^0-9a-z]/g, '');
