import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { appId } from '../crud.ts';
import { defineDomain, defineRoute, PUBLIC } from '../route.ts';
import { loginResult, SIGN_IN_REFUSALS, username } from './auth.ts';

/** How far a signed sign-in's timestamp may be from the server's clock, either way. */
export const SIGNED_SIGN_IN_WINDOW_SECONDS = 5 * 60;

/**
 * What an application signs to send a person to `/loginSign`: its fields as `name=value` joined by `&`,
 * names in alphabetical order, values as sent (not URL-encoded). The signature is the hex HMAC-SHA256
 * of that text with the application's sign-in secret.
 */
export const signedSignInText = ({ appId: app, nonce, timestamp, username: user }: { appId: string; nonce: string; timestamp: number | string; username: string }) =>
  `appId=${app}&nonce=${nonce}&timestamp=${timestamp}&username=${user}`;

export const signedSignInBody = z.strictObject({
  appId,
  username,
  /** Seconds since 1970 (Unix time). */
  timestamp: z.coerce.number().int().positive(),
  /** Used once: the same link cannot sign in twice. */
  nonce: z.string().regex(/^[\w-]{16,64}$/, MESSAGES.inputRules.nonce),
  sign: z.string().regex(/^[0-9a-fA-F]{64}$/, MESSAGES.inputRules.signature),
});
export type SignedSignInBody = z.infer<typeof signedSignInBody>;

export const signedSignInRoutes = {
  loginSign: defineRoute({
    method: 'POST', path: '/user/loginSign', access: PUBLIC, signIn: true,
    title: '签名链接登录', titleEn: 'Sign in by signed link',
    summary: 'Signs a person in from a link a trusted application signed: `sign` is the hex HMAC-SHA256, with the '
      + "application's sign-in secret, of `appId=…&nonce=…&timestamp=…&username=…`; the timestamp (Unix seconds) "
      + `within ${SIGNED_SIGN_IN_WINDOW_SECONDS / 60} minutes of the server's clock, the nonce never used before`,
    body: signedSignInBody, data: loginResult, errors: SIGN_IN_REFUSALS,
  }),
};

export const signedSignInDomain = defineDomain('signedSignIn', signedSignInRoutes);
