import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, PUBLIC, SIGNED_IN } from '../route.ts';
import { passwordChange } from './auth.ts';


/** A password "expires soon" (a to-do reminds its user) this many days before it expires. */
export const PASSWORD_NOTICE_DAYS = 7;

/** The most earlier passwords the policy can remember to refuse again. */
export const PASSWORD_HISTORY_MAX = 24;

/** The password policy in force (system configuration), for forms to tell before they are refused. */
export const passwordRules = z.object({
  minLength: z.number().int(),
  /** The least zxcvbn score (0–4) a new password must reach. */
  minStrength: z.number().int(),
  /** How many of the last passwords cannot be chosen again (0: any). */
  historyCount: z.number().int(),
  /** Days a password lasts (0: for ever). */
  maxAgeDays: z.number().int(),
});
export type PasswordRules = z.infer<typeof passwordRules>;

export const passwordAge = z.object({
  expired: z.boolean(),
  /** Within the last days before it expires: time to change it. */
  expiresSoon: z.boolean(),
  /** Null when passwords do not expire. */
  expiresAt: z.string().nullable(),
});
export type PasswordAge = z.infer<typeof passwordAge>;

export const accountRoutes = {
  updatePassword: defineRoute({
    method: 'POST', path: '/user/updatePassword', access: SIGNED_IN,
    summary: "Changes the signed-in user's password (the policy applies); their other sessions end",
    body: passwordChange, data: z.null(), message: MESSAGES.passwordChanged,
  }),
  isExpired: defineRoute({
    method: 'GET', path: '/user/isExpired', access: SIGNED_IN,
    summary: "Whether the signed-in user's password has expired or is about to", data: passwordAge,
  }),
  passwordRules: defineRoute({
    method: 'GET', path: '/user/passwordRules', access: PUBLIC, summary: 'The password policy in force', data: passwordRules,
  }),
};

export const accountDomain = defineDomain('account', accountRoutes);
