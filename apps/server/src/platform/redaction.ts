import { maskPersonal, type PersonalKind } from '@console/contract';

/**
 * Names of fields whose values never reach a log: passwords, tokens, secrets, keys, codes sent to prove who one is (an OAuth `code` and its
 * PKCE verifier too, a second factor's codes and the sealed secret of its enrolment), and ID card numbers (kept sealed where they are stored).
 */
const SECRET_NAME = /pass|pwd|secret|token|key|credential|ticket|captcha|signature|smscode|verifycode|verifier|authorization|cookie|idnumber|^code$|^currentcode$|^enrolment$/i;

/** Fields holding a person's phone or e-mail: a log keeps them masked, as lists show them (docs/security.md, "Personal data"). */
const PERSONAL_NAMES = new Map<string, PersonalKind>([['phone', 'phone'], ['mobile', 'phone'], ['email', 'email']]);
// A map: any name a caller sends is looked up, `__proto__` included.
const personalKindOf = (name: string): PersonalKind | undefined => PERSONAL_NAMES.get(name.toLowerCase());

export const REDACTED = '[redacted]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * Tokens and single-use codes must never reach a log line: the template's `?token=`, a social
 * sign-in's `?code=` (the provider's, or the console's own on `/relate`) and its `?state=`. A phone or
 * e-mail searched for (`?phone=`) is masked.
 */
export const redactUrl = (url: string) => url
  .replace(/([?&](?:token|code|state)=)[^&]*/gi, `$1${REDACTED}`)
  .replace(/([?&](phone|mobile|email)=)([^&]*)/gi, (_match, head: string, name: string, value: string) =>
    `${head}${String(maskPersonal(personalKindOf(name)!, decoded(value)))}`);

/**
 * A copy of `value` with the value of every secret-named field, at any depth, replaced by `[redacted]`,
 * and every phone or e-mail masked.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => {
    if (SECRET_NAME.test(name)) return [name, REDACTED];
    const kind = personalKindOf(name);
    return [name, kind ? maskPersonal(kind, inner) : redactSecrets(inner)];
  }));
}

/** `value` as redacted JSON of at most `maxLength` characters (cut with `…`). */
export function redactedJson(value: unknown, maxLength: number): string {
  if (value === undefined) return '';
  const text = JSON.stringify(redactSecrets(value)) ?? '';
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
