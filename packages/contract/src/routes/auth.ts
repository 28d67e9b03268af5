import { z } from 'zod';
import { defineDomain, defineRoute, FINISHING_SIGN_IN, PUBLIC, SIGN_IN_STEPS } from '../route.ts';
import { MESSAGES } from '../messages.ts';
import { retryAfter } from '../envelope.ts';

export const USERNAME_MAX = 64;
export const PASSWORD_MAX = 128;
export const CAPTCHA_TTL_SECONDS = 120;

export const username = z.string().trim().min(1).max(USERNAME_MAX);
const currentPassword = z.string().min(1).max(PASSWORD_MAX);
/** The shortest password any policy accepts; the policy's own minimum (a setting) may ask for more. */
export const PASSWORD_MIN = 8;
/** A password someone chooses; the policy (`GET /user/passwordRules`) is checked on the server. */
export const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const passwordChange = z.strictObject({ oldPassword: currentPassword, newPassword: password });
export type PasswordChange = z.infer<typeof passwordChange>;

export const loginBody = z.strictObject({
  username,
  password: currentPassword,
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * `mustChangePassword`: signed in with a one-time password, which must be replaced first.
 * `secondFactor`: the account enrolled a second factor, which the session must give next
 * (`/user/twoFactor/verify`, which answers the finished session's token).
 */
export const loginResult = z.object({ token: z.string(), mustChangePassword: z.boolean(), secondFactor: z.boolean() });

/**
 * `data` of a refused sign-in: tells the sign-in page whether to show the captcha, and whether the
 * password was right but has expired (the page then asks for a new one: `/user/expiredLogin`).
 */
export const loginRefusal = z.object({ captchaRequired: z.boolean(), passwordExpired: z.boolean().optional() });

/**
 * `data` of a sign-in refused because the address it came from is not one the user's roles allow
 * (docs/security.md, "Console sign-in addresses"): `reason` lets the page say so in the reader's language.
 */
export const addressRefusal = z.object({ reason: z.literal('addressNotAllowed'), ip: z.string() });
/** The refusal every route that starts a session may answer. */
export const SIGN_IN_REFUSALS = { 403: addressRefusal } as const;

export const userInfo = z.object({
  roles: z.array(z.string()),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  admin_id: z.number().int(),
  userType: z.number().int(),
  subAccount: z.boolean(),
  userName: z.string(),
  mustChangePassword: z.boolean(),
  /** What this session must still do before anything else answers it (`SIGN_IN_STEPS`); null once its sign-in is finished. */
  signInStep: z.enum(SIGN_IN_STEPS).nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const expiredLoginBody = loginBody.omit({ password: true }).extend(passwordChange.shape);
export type ExpiredLoginBody = z.infer<typeof expiredLoginBody>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST', path: '/user/login', access: PUBLIC, signIn: true, title: '登录', titleEn: 'Sign in', summary: 'Sign in with username and password',
    body: loginBody, data: loginResult, errors: { 400: loginRefusal.nullable(), ...SIGN_IN_REFUSALS, 429: retryAfter },
  }),
  expiredLogin: defineRoute({
    method: 'POST', path: '/user/expiredLogin', access: PUBLIC, signIn: true,
    title: '更换过期密码并登录', titleEn: 'Sign in with a new password',
    summary: 'Signs in by replacing the password (one that has expired, or any): the session starts once the new one is set',
    body: expiredLoginBody,
    data: loginResult, errors: { 400: loginRefusal.nullable(), ...SIGN_IN_REFUSALS, 429: retryAfter },
  }),
  initCaptcha: defineRoute({
    method: 'GET', path: '/user/initCaptcha', access: PUBLIC, title: '获取验证码', titleEn: 'Get a captcha', summary: 'Issue a captcha id',
    data: z.string(),
  }),
  drawCaptcha: defineRoute({
    method: 'GET', path: '/user/drawCaptcha/:id', access: PUBLIC, title: '验证码图片', titleEn: 'Captcha image', summary: 'Image of a captcha',
    params: z.strictObject({ id: z.string().max(64) }), produces: 'image/svg+xml',
  }),
  info: defineRoute({
    method: 'GET', path: '/user/info', access: FINISHING_SIGN_IN, title: '当前用户信息', titleEn: 'Signed-in user', summary: 'The signed-in user', data: userInfo,
  }),
  logout: defineRoute({
    method: 'GET', path: '/user/logout', access: FINISHING_SIGN_IN, signIn: true, title: '退出登录', titleEn: 'Sign out', summary: 'End this session', data: z.null(), message: MESSAGES.logoutSuccess,
  }),
  templateLogin: defineRoute({
    method: 'POST', base: 'root', path: '/vue-admin-template/user/login', access: PUBLIC, signIn: true,
    title: '登录（模板接口）', titleEn: 'Sign in (template)',
    summary: 'Template-style sign-in', body: loginBody, data: loginResult, errors: { 400: loginRefusal.nullable(), ...SIGN_IN_REFUSALS, 429: retryAfter },
  }),
  templateInfo: defineRoute({
    method: 'GET', base: 'root', path: '/vue-admin-template/user/info', access: FINISHING_SIGN_IN,
    title: '当前用户信息（模板接口）', titleEn: 'Signed-in user (template)',
    summary: 'Template-style user info', query: z.strictObject({ token: z.string().max(256) }), data: userInfo,
    tokenInQuery: true,
  }),
  templateLogout: defineRoute({
    method: 'POST', base: 'root', path: '/vue-admin-template/user/logout', access: FINISHING_SIGN_IN, signIn: true,
    title: '退出登录（模板接口）', titleEn: 'Sign out (template)',
    summary: 'Template-style sign-out', data: z.null(), message: MESSAGES.logoutSuccess,
  }),
};

export const authDomain = defineDomain('auth', authRoutes);
