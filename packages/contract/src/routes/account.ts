import { z } from 'zod';
import { outboundUrl, text } from '../crud.ts';
import { MESSAGES } from '../messages.ts';
import { CUSTOMER, defineDomain, defineRoute, finishing, PUBLIC, SIGNED_IN } from '../route.ts';
import { passwordChange } from './auth.ts';
import { mainAccountSummary } from './saas-view.ts';


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

// ---- 账号信息: the customer's own profile and sessions ----

/** A customer's own account as 账号信息 shows it; a sub-account's company and region are its main account's. */
export const accountProfile = z.object({
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** The account's own phone, in full: its own data is never masked for it. Null when none is set. */
  phone: z.string().nullable(),
  company: z.string(),
  region: z.string(),
  /** The main account above a sub-account, which alone changes the company and region; null for a main account. */
  mainAccount: mainAccountSummary.nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

/** Where `/saas/upload/image` put an image: a path of this server, or an http(s) address (a bucket's). */
const SERVER_PATH = /^\/(?![/\\])\S+$/;
export const imageAddress = text(500).refine(
  (value) => value === '' || SERVER_PATH.test(value) || outboundUrl.safeParse(value).success,
  MESSAGES.account.avatarInvalid,
);

/** Absent fields stay as they are; a sub-account sending `company` or `region` is refused (403). */
export const profileUpdate = z.strictObject({
  name: text(50).min(1),
  avatar: imageAddress.optional(),
  company: text(100).optional(),
  region: text(100).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdate>;

/** Hex characters of a token's hash that name its session to its user: never the token, nor the whole hash. */
export const SESSION_KEY_LENGTH = 12;
export const sessionKey = z.string().trim().regex(new RegExp(`^[0-9a-f]{${SESSION_KEY_LENGTH}}$`), MESSAGES.inputRules.hexDigits(SESSION_KEY_LENGTH));

/** One signed-in session of the caller. */
export const ownSession = z.object({
  key: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSession>;

/** The most sessions the list shows: the current one, then the most recently used. */
export const OWN_SESSIONS_MAX = 100;

export const accountRoutes = {
  updatePassword: defineRoute({
    method: 'POST', path: '/user/updatePassword', access: finishing('password'),
    title: '修改密码', titleEn: 'Change password',
    summary: "Changes the signed-in user's password (the policy applies); their other sessions end",
    body: passwordChange, data: z.null(), message: MESSAGES.passwordChanged,
  }),
  isExpired: defineRoute({
    method: 'GET', path: '/user/isExpired', access: finishing('password'),
    title: '密码是否过期', titleEn: 'Password expiry',
    summary: "Whether the signed-in user's password has expired or is about to", data: passwordAge,
  }),
  passwordRules: defineRoute({
    method: 'GET', path: '/user/passwordRules', access: PUBLIC, title: '密码规则', titleEn: 'Password rules', summary: 'The password policy in force', data: passwordRules,
  }),
  profile: defineRoute({
    method: 'GET', path: '/user/profile', access: CUSTOMER,
    title: '账号信息', titleEn: 'Profile',
    summary: "The signed-in customer's own profile (账号信息), its phone in full", data: accountProfile,
  }),
  updateProfile: defineRoute({
    method: 'POST', path: '/user/profile/update', access: CUSTOMER,
    title: '修改账号信息', titleEn: 'Change profile',
    summary: "Changes the signed-in customer's name and avatar, and a main account's company and region (a sub-account's are its main account's: 403)",
    body: profileUpdate, data: accountProfile, message: MESSAGES.account.profileSaved,
  }),
  sessions: defineRoute({
    method: 'GET', path: '/user/sessions', access: SIGNED_IN,
    title: '登录设备', titleEn: 'Signed-in devices',
    summary: `The signed-in user's live sessions (at most ${OWN_SESSIONS_MAX}), named by a short key, the current one first`,
    data: z.array(ownSession),
  }),
  signOutOthers: defineRoute({
    method: 'POST', path: '/user/sessions/signOutOthers', access: SIGNED_IN,
    title: '退出其他设备', titleEn: 'Sign out other devices',
    summary: "Ends every session of the signed-in user but the current one; answers how many ended",
    data: z.object({ ended: z.number().int() }), message: MESSAGES.account.signedOutOthers,
  }),
  personalDataAllowed: defineRoute({
    method: 'GET', path: '/user/personalData/allowed', access: SIGNED_IN,
    title: '可否查看完整个人信息', titleEn: 'May see personal data',
    summary: "Whether the signed-in user may read other people's phones and e-mails in full (a record's dialog asks before reading them)",
    data: z.object({ allowed: z.boolean() }),
  }),
  signOut: defineRoute({
    method: 'POST', path: '/user/sessions/signOut', access: SIGNED_IN,
    title: '退出某台设备', titleEn: 'Sign out a device',
    summary: 'Ends one other session of the signed-in user, by its key (the current one signs out with `/user/logout`)',
    body: z.strictObject({ key: sessionKey }), data: z.null(), message: MESSAGES.account.signedOutOne,
  }),
};

export const accountDomain = defineDomain('account', accountRoutes);
