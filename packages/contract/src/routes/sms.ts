import { z } from 'zod';
import { phone } from '../crud.ts';
import { defineCrud, filterBy } from '../crud-declaration.ts';
import { retryAfter } from '../envelope.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, PUBLIC, SIGNED_IN } from '../route.ts';
import { loginResult, USERNAME_MAX } from './auth.ts';

/** What a code sent by SMS is for: it is good for that only. */
export const SMS_PURPOSES = ['signIn', 'changePhone', 'resetPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsCode = z.string().trim().regex(/^\d{6}$/, '必须是 6 位数字');

/** A solved captcha (`/user/initCaptcha`, `/user/drawCaptcha/{id}`): every sending needs one. */
const solvedCaptcha = { captchaId: z.string().min(1).max(64), captcha: z.string().trim().min(1).max(16) };

/** A text the `outbox` provider kept instead of sending it. */
export const smsOutboxRecord = z.object({ id: z.number().int(), phone: z.string(), text: z.string(), createdAt: z.string() });
export type SmsOutboxRecord = z.infer<typeof smsOutboxRecord>;

/** 短信发件箱: what an install without an SMS provider would have sent, newest first; read only. */
export const smsOutboxCrud = defineCrud({
  name: 'smsOutbox',
  page: 'sms-outbox',
  noun: ['kept text message', 'kept text messages'],
  record: smsOutboxRecord,
  fields: {},
  filters: { phone: filterBy.contains },
  sorts: ['id', 'createdAt'],
  paths: { list: 'GET /sms/outbox' },
  notFound: MESSAGES.notFound,
});

export const smsRoutes = {
  ...smsOutboxCrud.routes,
  sendSignInCode: defineRoute({
    method: 'POST', path: '/user/sendMsg', access: PUBLIC, summary: 'Sends a sign-in code to a phone, after a solved captcha',
    body: z.strictObject({ phone, ...solvedCaptcha }), data: z.null(), message: MESSAGES.smsSent, errors: { 429: retryAfter },
  }),
  smsLogin: defineRoute({
    method: 'POST', path: '/user/smsLogin', access: PUBLIC, signIn: true, summary: 'Signs in with a phone and the code sent to it',
    body: z.strictObject({ phone, code: smsCode }), data: loginResult,
  }),
  sendResetCode: defineRoute({
    method: 'POST', path: '/user/sendMsgByu', access: PUBLIC,
    summary: "Sends a password-reset code to the phone of a username, after a solved captcha; the answer is the same whether the user exists or not",
    body: z.strictObject({ username: z.string().trim().min(1).max(USERNAME_MAX), ...solvedCaptcha }), data: z.null(), message: MESSAGES.smsSentIfKnown,
    errors: { 429: retryAfter },
  }),
  sendPhoneCode: defineRoute({
    method: 'POST', path: '/user/sendMsgByCode', access: SIGNED_IN, summary: "Sends a code to the signed-in user's new phone, after a solved captcha, to change to it",
    body: z.strictObject({ phone, ...solvedCaptcha }), data: z.null(), message: MESSAGES.smsSent, errors: { 429: retryAfter },
  }),
  changePhone: defineRoute({
    method: 'POST', path: '/user/resetphone', access: SIGNED_IN, summary: "Changes the signed-in user's phone to one a code was sent to; their other sessions end",
    body: z.strictObject({ phone, code: smsCode }), data: z.null(), message: MESSAGES.phoneChanged,
  }),
};
export const smsDomain = defineDomain('sms', smsRoutes);
