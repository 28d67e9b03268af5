import { z } from 'zod';
import { outboundUrl, phone, text } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { retryAfter } from '../envelope.ts';
import { MESSAGES } from '../messages.ts';
import { personal } from '../personal-data.ts';
import { defineDomain, defineRoute, onPage, PUBLIC, SIGNED_IN } from '../route.ts';
import { loginResult, password, SIGN_IN_REFUSALS, username } from './auth.ts';

/** What a code sent by SMS is for: it is good for that only. */
export const SMS_PURPOSES = ['signIn', 'changePhone', 'resetPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsCode = z.string().trim().regex(/^\d{6}$/, MESSAGES.inputRules.sixDigits);

/** A solved captcha (`/user/initCaptcha`, `/user/drawCaptcha/{id}`): every sending needs one. */
const solvedCaptcha = { captchaId: z.string().min(1).max(64), captcha: z.string().trim().min(1).max(16) };

/** A text the `outbox` provider kept instead of sending it. */
export const smsOutboxRecord = z.object({ id: z.number().int(), phone: personal('phone', z.string()), text: z.string(), createdAt: z.string() });
export type SmsOutboxRecord = z.infer<typeof smsOutboxRecord>;

/** 短信发件箱: what an install without an SMS provider would have sent, newest first; read only. */
export const smsOutboxCrud = defineCrud({
  name: 'smsOutbox',
  page: 'sms-outbox',
  noun: ['kept text message', 'kept text messages', '短信记录'],
  // Read only: no fields to derive the record from.
  record: smsOutboxRecord,
  fields: {},
  filters: { phone: filterBy.text },
  sorts: ['id', 'createdAt'],
  paths: { list: 'GET /sms/outbox' },
  notFound: MESSAGES.notFound,
});

// ---- the SMS provider ----

/** Who sends the texts: the embedded outbox (kept for administrators to read) or Tencent Cloud SMS. */
export const SMS_PROVIDERS = ['outbox', 'tencent'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** Tencent Cloud SMS's API address, unless an administrator names another (a proxy, a test server). */
export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';

/** The settings field holding the template of a purpose: Tencent sends templates, filled with the code and its minutes. */
export const templateIdField = <P extends SmsPurpose>(purpose: P) => `${purpose}TemplateId` as const;

export const smsSettings = z.object({
  provider: z.enum(SMS_PROVIDERS),
  secretId: z.string(),
  /** `******` when set, empty when not: the key itself is never answered. */
  secretKey: z.string(),
  region: z.string(),
  sdkAppId: z.string(),
  signName: z.string(),
  signInTemplateId: z.string(),
  changePhoneTemplateId: z.string(),
  resetPasswordTemplateId: z.string(),
  endpoint: z.string(),
  updatedAt: z.string().nullable(),
});
export type SmsSettings = z.infer<typeof smsSettings>;

const digits = z.string().trim().regex(/^\d{1,20}$/, MESSAGES.inputRules.digits);

/** Saving `outbox` only chooses it, keeping the Tencent settings for later; saving `tencent` replaces them. */
export const smsSettingsInput = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('outbox') }),
  z.strictObject({
    provider: z.literal('tencent'),
    // Both go into request headers, which take plain ASCII only.
    secretId: z.string().trim().regex(/^[A-Za-z0-9]{1,128}$/, MESSAGES.inputRules.lettersAndDigits),
    region: z.string().trim().regex(/^[a-z]{2,}(-[a-z0-9]+)+$/, MESSAGES.inputRules.cloudRegion),
    /** Blank or the mask keeps the stored key. */
    secretKey: z.string().max(256).optional(),
    sdkAppId: digits,
    signName: text(32).min(1),
    signInTemplateId: digits,
    changePhoneTemplateId: digits,
    resetPasswordTemplateId: digits,
    /** Blank means Tencent Cloud's own address. */
    endpoint: z.union([z.literal(''), outboundUrl]).optional().transform((endpoint) => endpoint || TENCENT_SMS_ENDPOINT),
  }),
]);
export type SmsSettingsInput = z.output<typeof smsSettingsInput>;

export const smsRoutes = {
  ...smsOutboxCrud.routes,
  settings: defineRoute({
    method: 'GET', path: '/sms/settings', access: onPage('sms-outbox', 'view'),
    title: '短信服务设置', titleEn: 'SMS settings',
    summary: 'Which provider sends the texts, and its settings with the secret key masked', data: smsSettings,
  }),
  saveSettings: defineRoute({
    method: 'POST', path: '/sms/settings', access: onPage('sms-outbox', 'edit'),
    title: '保存短信服务设置', titleEn: 'Save SMS settings',
    summary: 'Choose the provider that sends the texts and save its settings; a blank or masked secret key keeps the saved one',
    body: smsSettingsInput, data: smsSettings, message: MESSAGES.smsSettingsSaved,
  }),
  sendTest: defineRoute({
    method: 'POST', path: '/sms/settings/test', access: onPage('sms-outbox', 'edit'),
    title: '发送测试短信', titleEn: 'Send a test text',
    summary: "Send a test text through the saved provider (the sign-in template with a code that opens nothing); a refusal tells the provider's reason",
    body: z.strictObject({ phone }), data: z.null(), message: MESSAGES.smsTestSent,
  }),
  sendSignInCode: defineRoute({
    method: 'POST', path: '/user/sendMsg', access: PUBLIC, title: '发送登录验证码', titleEn: 'Send a sign-in code', summary: 'Sends a sign-in code to a phone, after a solved captcha',
    body: z.strictObject({ phone, ...solvedCaptcha }), data: z.null(), message: MESSAGES.smsSent, errors: { 429: retryAfter },
  }),
  smsLogin: defineRoute({
    method: 'POST', path: '/user/smsLogin', access: PUBLIC, signIn: true, title: '短信验证码登录', titleEn: 'Sign in with an SMS code', summary: 'Signs in with a phone and the code sent to it',
    body: z.strictObject({ phone, code: smsCode }), data: loginResult, errors: SIGN_IN_REFUSALS,
  }),
  sendResetCode: defineRoute({
    method: 'POST', path: '/user/sendMsgByu', access: PUBLIC,
    title: '发送重置密码验证码', titleEn: 'Send a password-reset code',
    summary: "Sends a password-reset code to the phone of a username, after a solved captcha; the answer is the same whether the user exists or not",
    body: z.strictObject({ username, ...solvedCaptcha }), data: z.null(), message: MESSAGES.smsSentIfKnown,
    errors: { 429: retryAfter },
  }),
  resetPasswordByCode: defineRoute({
    method: 'POST', path: '/user/resetPasswordByCode', access: PUBLIC,
    title: '用验证码重置密码', titleEn: 'Reset a password with a code',
    summary: "Sets a forgotten password with the code `/user/sendMsgByu` sent to the user's phone (the policy applies); every session of the user ends",
    body: z.strictObject({ username, code: smsCode, newPassword: password }),
    data: z.null(), message: MESSAGES.passwordReset,
  }),
  sendPhoneCode: defineRoute({
    method: 'POST', path: '/user/sendMsgByCode', access: SIGNED_IN, title: '发送换绑手机验证码', titleEn: 'Send a phone-change code', summary: "Sends a code to the signed-in user's new phone, after a solved captcha, to change to it",
    body: z.strictObject({ phone, ...solvedCaptcha }), data: z.null(), message: MESSAGES.smsSent, errors: { 429: retryAfter },
  }),
  changePhone: defineRoute({
    method: 'POST', path: '/user/resetphone', access: SIGNED_IN, title: '更换手机号', titleEn: 'Change phone number', summary: "Changes the signed-in user's phone to one a code was sent to; their other sessions end",
    body: z.strictObject({ phone, code: smsCode }), data: z.null(), message: MESSAGES.phoneChanged,
  }),
};
export const smsDomain = defineDomain('sms', smsRoutes);
