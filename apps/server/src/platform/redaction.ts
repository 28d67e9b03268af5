/**
 * Names of fields whose values never reach a log: passwords, tokens, secrets, keys, codes sent to prove who one is (an OAuth `code` and its
 * PKCE verifier too, a second factor's codes and the sealed secret of its enrolment), and ID card numbers (kept sealed where they are stored).
 */
const SECRET_NAME = /pass|pwd|secret|token|key|credential|ticket|captcha|signature|smscode|verifycode|verifier|authorization|cookie|idnumber|^code$|^currentcode$|^enrolment$/i;

export const REDACTED = '[redacted]';

/**
 * Tokens and single-use codes must never reach a log line: the template's `?token=`, a social
 * sign-in's `?code=` (the provider's, or the console's own on `/relate`) and its `?state=`.
 */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|code|state)=)[^&]*/gi, `$1${REDACTED}`);

/** A copy of `value` with the value of every secret-named field, at any depth, replaced by `[redacted]`. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, SECRET_NAME.test(name) ? REDACTED : redactSecrets(inner)]));
}

/** `value` as redacted JSON of at most `maxLength` characters (cut with `…`). */
export function redactedJson(value: unknown, maxLength: number): string {
  if (value === undefined) return '';
  const text = JSON.stringify(redactSecrets(value)) ?? '';
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
