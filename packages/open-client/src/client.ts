import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import { ANSWER_SIGN_TYPE, answerStringToSign, callStringToSign, signText, verifyAnswerText, type Key, type SignedCall, type SignType } from './signing.ts';

/** The gateway's path under the API base. */
export const GATEWAY_PATH = '/open/gateway';

/** What a partner signs with: the secret for HMAC-SHA256, its private key (PEM or key object) for RSA-SHA256. */
export interface Credentials {
  appKey: string;
  signType: SignType;
  secret?: string;
  privateKey?: Key;
}

export interface OpenClientOptions extends Credentials {
  /** The platform's API base, as `http://127.0.0.1:8080/yl1001/platform/api`. */
  baseUrl: string;
  /** The platform's Ed25519 public key for this ISV (PEM or key object): when given, every successful answer's signature is checked. */
  platformPublicKey?: Key;
  /** How long a call may take before it is abandoned (a `TimeoutError` is thrown). */
  timeoutMs?: number;
}

/** The body of a gateway call: the signed fields, how they are signed, and the signature. */
export interface GatewayCall extends SignedCall {
  sign_type: SignType;
  sign: string;
}

/** The `data` of a successful answer. */
export interface GatewayAnswer {
  /** The target's answer as JSON text, exactly as the platform signed it. */
  biz_response: string;
  sign_type: typeof ANSWER_SIGN_TYPE;
  sign: string;
}

export type CallResult =
  | { ok: true; result: unknown; raw: GatewayAnswer }
  | {
    ok: false;
    /** The HTTP status. */
    status: number;
    /** The gateway's `sub_code`, as `isv.nonce-used`; absent when the refusal is not the gateway's (a malformed body, a proxy's error page). */
    code?: string;
    /** `status_desc`, the reason in words. */
    message: string;
    /** From `Retry-After` (429). */
    retryAfterSeconds?: number;
  };

export interface CallOptions {
  /** Replaces the random nonce (to replay one on purpose). */
  nonce?: string;
  /** Replaces `Date.now()` (to test the clock window). */
  timestamp?: number;
  /** Sent as `biz_content` instead of `JSON.stringify(params)` (to send text that is not an object). */
  bizContent?: string;
}

/** The answer's signature does not check out with the platform's public key: the answer must not be trusted. */
export class AnswerSignatureError extends Error {
  override name = 'AnswerSignatureError';
}

/** 32 url-safe characters (24 random bytes in base64url): well inside the gateway's 16 to 64. */
export const newNonce = (): string => randomBytes(24).toString('base64url');

/** The body of a signed call. Fields may be changed afterwards to make calls the gateway must refuse. */
export function signedRequest(credentials: Credentials, method: string, version: string, params: object, options: CallOptions = {}): GatewayCall {
  const key = credentials.signType === 'HMAC-SHA256' ? credentials.secret : credentials.privateKey;
  if (!key) throw new Error(`${credentials.signType} needs ${credentials.signType === 'HMAC-SHA256' ? 'the secret' : 'the private key'}`);
  const call: SignedCall = {
    app_key: credentials.appKey,
    method,
    version,
    timestamp: options.timestamp ?? Date.now(),
    nonce: options.nonce ?? newNonce(),
    biz_content: options.bizContent ?? JSON.stringify(params),
  };
  return { ...call, sign_type: credentials.signType, sign: signText(callStringToSign(call), credentials.signType, key) };
}

interface Envelope {
  code?: number;
  status_desc?: string;
  data?: unknown;
}

/** A partner's client of the open gateway: signs each call and checks the platform's signature on the answer. */
export class OpenClient {
  private readonly url: string;
  private readonly options: OpenClientOptions;

  constructor(options: OpenClientOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}${GATEWAY_PATH}`;
    // PEM keys are read once here: reading one costs more than the signature made with it.
    this.options = {
      ...options,
      ...(typeof options.privateKey === 'string' && { privateKey: createPrivateKey(options.privateKey) }),
      ...(typeof options.platformPublicKey === 'string' && { platformPublicKey: createPublicKey(options.platformPublicKey) }),
    };
  }

  /** Calls `method` (of `version`) with `params`; throws on a network failure, a timeout or a forged answer. */
  async call(method: string, version: string, params: object, options: CallOptions = {}): Promise<CallResult> {
    return this.send(signedRequest(this.options, method, version, params, options));
  }

  /** Sends a body as it is (from `signedRequest`, maybe altered) and reads the answer. */
  async send(body: GatewayCall): Promise<CallResult> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      // Not the platform's envelope: a proxy in between answered (an HTML error page, say).
      return { ok: false, status: response.status, message: text.slice(0, 200) || response.statusText };
    }
    if (response.ok && envelope.code === 200) {
      const answer = envelope.data as GatewayAnswer;
      this.verify(body, answer);
      return { ok: true, result: JSON.parse(answer.biz_response), raw: answer };
    }
    const subCode = (envelope.data as { sub_code?: unknown } | null | undefined)?.sub_code;
    const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
    return {
      ok: false,
      status: response.status,
      ...(typeof subCode === 'string' && { code: subCode }),
      message: envelope.status_desc ?? response.statusText,
      ...(Number.isFinite(retryAfter) && { retryAfterSeconds: retryAfter }),
    };
  }

  /** The nonce is part of what the platform signs, so an answer recorded for another call fails here too. */
  private verify(call: GatewayCall, answer: GatewayAnswer): void {
    const publicKey = this.options.platformPublicKey;
    if (!publicKey) return;
    const text = answerStringToSign({ app_key: call.app_key, method: call.method, version: call.version, nonce: call.nonce, biz_response: answer.biz_response });
    if (answer.sign_type !== ANSWER_SIGN_TYPE || !verifyAnswerText(text, publicKey, answer.sign)) {
      throw new AnswerSignatureError(`the answer to ${call.method} ${call.version} does not carry the platform's signature`);
    }
  }
}
