import { z } from 'zod';
import { id } from '../crud.ts';
import { retryAfter } from '../envelope.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, finishing, onPage, SIGNED_IN } from '../route.ts';
import { PASSWORD_MAX } from './auth.ts';
import { smsCode } from './sms.ts';

/** RFC 6238 as every authenticator app reads it: HMAC-SHA1, six digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** The name authenticator apps show beside the account. */
export const TWO_FACTOR_ISSUER = '一览人才服务';
/** Recovery codes given at each enrolment, each good once. */
export const RECOVERY_CODE_COUNT = 10;

export const totpCode = z.string().trim().regex(/^\d{6}$/, MESSAGES.inputRules.sixDigits);
/** Ten letters and digits, shown as two groups of five (`7kq2m-x9c4p`); case, spaces and the dash do not matter. */
export const recoveryCode = z.string().trim().regex(/^[0-9A-Za-z]{5}[-\s]?[0-9A-Za-z]{5}$/, MESSAGES.inputRules.recoveryCode);

/** What proves the person at the keyboard is the account's owner before its second factor changes: the password, or a current code. */
const ownerProof = {
  password: z.string().min(1).max(PASSWORD_MAX).optional(),
  currentCode: totpCode.optional(),
};

export const twoFactorStatus = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  /** A role of the account requires two factors, and the requirement is in force (`REQUIRE_TWO_FACTOR`). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The phone (masked) an SMS code can finish this session's second step with; null when SMS cannot. */
  smsPhone: z.string().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/**
 * A secret offered for enrolment, not kept anywhere yet: `enrolment` carries it sealed (with the
 * account and a deadline) until a code of it confirms it.
 */
export const twoFactorEnrolment = z.object({
  secret: z.string(),
  /** The `otpauth://totp/…` address the QR code holds. */
  uri: z.string(),
  enrolment: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const secondFactorProof = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('totp'), code: totpCode }),
  z.strictObject({ method: z.literal('recovery'), code: recoveryCode }),
  z.strictObject({ method: z.literal('sms'), code: smsCode }),
]);
export type SecondFactorProof = z.infer<typeof secondFactorProof>;
export type SecondFactorMethod = SecondFactorProof['method'];

export const twoFactorRoutes = {
  status: defineRoute({
    method: 'GET', path: '/user/twoFactor', access: finishing('secondFactor', 'twoFactorEnrolment'),
    title: '两步验证状态', titleEn: 'Two-step verification status',
    summary: "The signed-in user's second factor: enrolled or not, required by a role, recovery codes left, and the phone an SMS code may go to",
    data: twoFactorStatus,
  }),
  startEnrolment: defineRoute({
    method: 'POST', path: '/user/twoFactor/enrolment', access: finishing('twoFactorEnrolment'),
    title: '开始绑定验证器', titleEn: 'Start authenticator enrolment',
    summary: 'A new authenticator secret (RFC 6238) for the signed-in user, with its otpauth address; nothing is kept until a code of it confirms it',
    data: twoFactorEnrolment,
  }),
  confirmEnrolment: defineRoute({
    method: 'POST', path: '/user/twoFactor/enrolment/confirm', access: finishing('twoFactorEnrolment'),
    title: '启用两步验证', titleEn: 'Turn on two-step verification',
    summary: `Enrols the offered secret with a current code of it (replacing an enrolled one needs the password or a current code of that one); answers ${RECOVERY_CODE_COUNT} single-use recovery codes, shown only now`,
    body: z.strictObject({ enrolment: z.string().min(1).max(1000), code: totpCode, ...ownerProof }),
    data: z.object({ recoveryCodes: z.array(z.string()) }), message: MESSAGES.twoFactor.enrolled, errors: { 429: retryAfter },
  }),
  turnOff: defineRoute({
    method: 'POST', path: '/user/twoFactor/turnOff', access: SIGNED_IN,
    title: '关闭两步验证', titleEn: 'Turn off two-step verification',
    summary: "Removes the signed-in user's second factor and recovery codes, with the password or a current code; refused (409) while a role requires two factors",
    body: z.strictObject(ownerProof), data: z.null(), message: MESSAGES.twoFactor.turnedOff, errors: { 429: retryAfter },
  }),
  verify: defineRoute({
    method: 'POST', path: '/user/twoFactor/verify', access: finishing('secondFactor'), signIn: true,
    title: '两步验证', titleEn: 'Two-step verification',
    summary: 'Finishes a sign-in that owes its second factor with an authenticator code, a recovery code or an SMS code: the session ends and a finished one starts (its token answered)',
    body: secondFactorProof,
    data: z.object({ token: z.string(), recoveryCodesLeft: z.number().int() }), message: MESSAGES.twoFactor.verified, errors: { 429: retryAfter },
  }),
  sendSms: defineRoute({
    method: 'POST', path: '/user/twoFactor/sms', access: finishing('secondFactor'),
    title: '发送两步验证短信', titleEn: 'Send a two-step SMS code',
    summary: "Sends a sign-in code to the account's phone, for the second step of a sign-in that did not use SMS, where an SMS provider is set",
    data: z.null(), message: MESSAGES.smsSent, errors: { 429: retryAfter },
  }),
  reset: defineRoute({
    method: 'POST', path: '/user/twoFactor/reset', access: onPage('user-manage', 'edit'),
    title: '清除用户的两步验证', titleEn: 'Reset a user\'s two-step verification',
    summary: "Removes a user's second factor (a lost phone and lost recovery codes): they enrol again at their next sign-in when a role requires it; audited",
    body: z.strictObject({ id }), data: z.null(), message: MESSAGES.twoFactor.reset,
  }),
};

export const twoFactorDomain = defineDomain('twoFactor', twoFactorRoutes);
