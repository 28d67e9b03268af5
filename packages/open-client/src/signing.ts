import { createHmac, createSign, createVerify, hash, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

/** How a call is signed: with the ISV's shared secret, or with the partner's RSA private key. */
export type SignType = 'HMAC-SHA256' | 'RSA-SHA256';

/** The fields of a call that its signature covers. */
export interface SignedCall {
  app_key: string;
  method: string;
  version: string;
  /** Milliseconds since 1970 (UTC). */
  timestamp: number;
  nonce: string;
  /** The business parameters as JSON text, exactly as sent. */
  biz_content: string;
}

/** The fields of an answer that the platform's signature covers. */
export interface SignedAnswer {
  app_key: string;
  method: string;
  version: string;
  /** The nonce of the call answered: an answer cannot be replayed for another call. */
  nonce: string;
  /** The target's answer as JSON text, exactly as sent. */
  biz_response: string;
}

const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

/** The text a call's signature is made over: six lines, the last the SHA-256 (hex) of `biz_content`. */
export const callStringToSign = (call: SignedCall): string =>
  [call.app_key, call.method, call.version, String(call.timestamp), call.nonce, sha256Hex(call.biz_content)].join('\n');

/** The text an answer's signature is made over: five lines, the last the SHA-256 (hex) of `biz_response`. */
export const answerStringToSign = (answer: SignedAnswer): string =>
  [answer.app_key, answer.method, answer.version, answer.nonce, sha256Hex(answer.biz_response)].join('\n');

/** A key as PEM text (or the secret's text), or as a key object read once. */
export type Key = string | KeyObject;

/** How the platform signs its answers: Ed25519 (RFC 8032), with its key pair for the ISV. */
export const ANSWER_SIGN_TYPE = 'ED25519';

/** A base64 signature of `text`: HMAC-SHA256 with the secret, or RSA-SHA256 (PKCS #1 v1.5) with a PEM private key. */
export function signText(text: string, signType: SignType, key: Key): string {
  if (signType === 'HMAC-SHA256') return createHmac('sha256', key).update(text, 'utf8').digest('base64');
  return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
}

/** Whether `signature` is the signature of `text` by the secret (HMAC) or the private key matching the PEM public key (RSA). */
export function verifyText(text: string, signType: SignType, key: Key, signature: string): boolean {
  if (signType === 'HMAC-SHA256') {
    const expected = createHmac('sha256', key).update(text, 'utf8').digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** Whether an answer's signature was made by the platform's private key matching this Ed25519 public key. */
export function verifyAnswerText(text: string, publicKey: Key, signature: string): boolean {
  try {
    return verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
