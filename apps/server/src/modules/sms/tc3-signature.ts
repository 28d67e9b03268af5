import { createHash, createHmac } from 'node:crypto';

const ALGORITHM = 'TC3-HMAC-SHA256';

/** A POST to a Tencent Cloud API 3.0 service, as its signature covers it. */
export interface Tc3Request {
  /** The product called (`sms`): it scopes the derived key. */
  service: string;
  /** Unix time in seconds, sent as `X-TC-Timestamp`; its UTC day scopes the derived key. */
  timestamp: number;
  /** The headers signed, names in lower case: `content-type` and `host` at least, sent exactly so. */
  headers: Record<string, string>;
  payload: string;
}

export interface Tc3Credentials {
  secretId: string;
  secretKey: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/**
 * The `Authorization` header of a request, signed with TC3-HMAC-SHA256 (Tencent Cloud's signature
 * v3): the canonical request is hashed into the string to sign, which is signed with a key derived
 * from the secret key for the day and the service, so that a leaked signature serves nothing else.
 */
export function tc3Authorization({ secretId, secretKey }: Tc3Credentials, { service, timestamp, headers, payload }: Tc3Request): string {
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().toLowerCase()}\n`).join('');
  // API 3.0 is always POSTed to `/` with no query.
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(payload)].join('\n');
  const day = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${day}/${service}/tc3_request`;
  const stringToSign = [ALGORITHM, String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, day), service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${ALGORITHM} Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
