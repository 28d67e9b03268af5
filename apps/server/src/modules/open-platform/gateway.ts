import type { FastifyRequest } from 'fastify';
import { answerStringToSign, ANSWER_SIGN_TYPE, callStringToSign, verifyText } from '@console/open-client';
import { MESSAGES, type OpenOperationName } from '@console/contract';
import { GATEWAY_CLOCK_SKEW_MS, GATEWAY_REFUSALS, type GatewayAnswer, type GatewayRefusalName, type GatewayRequest } from '@console/contract/open-platform';
import { AppError } from '../../http/errors.ts';
import type { OpenOperations } from '../../http/open-operations.ts';
import type { Cache } from '../../platform/cache/index.ts';
import type { OffThreadSigner } from '../../platform/off-thread-signer.ts';
import { whenHere, type MaybePromise } from '../../platform/maybe-promise.ts';
import { outboundFailure, type OutboundClient } from '../../platform/outbound/http-client.ts';
import { addressOf, routeKey, type GatewayConfig, type GatewayIsv, type GatewayRoute } from './gateway-config.ts';
import type { GatewayLimiters } from './gateway-limits.ts';
import type { GatewayStatsRecorder } from './gateway-stats.ts';

/** A refusal of the gateway: its status, its code in `data`, its message. */
function refusal(name: GatewayRefusalName, message: string, headers: Record<string, string> = {}): AppError {
  const { status, code } = GATEWAY_REFUSALS[name];
  return new AppError(status, message, { sub_code: code }, headers);
}

export interface GatewayParts {
  config(): MaybePromise<GatewayConfig>;
  cache: Cache;
  limiters: GatewayLimiters;
  stats: GatewayStatsRecorder;
  operations: OpenOperations;
  /** Signs answers with the platform's Ed25519 key for the ISV. */
  signer: OffThreadSigner;
  /** Calls the upstreams, where the destination policy lets it. */
  outbound: Pick<OutboundClient, 'postJson'>;
}

/** What a route's target answered: its answer as JSON text. */
type TargetCall = (route: GatewayRoute, params: Record<string, unknown>, call: GatewayRequest, requestId: string) => Promise<string>;

/**
 * The open gateway: every partner call is checked in a fixed order — address, app key and ISV,
 * signature, timestamp, nonce, route and its grant, limits — then passed to its target with the
 * route's timeout, and the answer is signed with the platform's key for the ISV.
 */
export class Gateway {
  private readonly callUpstream: TargetCall;

  constructor(private readonly parts: GatewayParts) {
    this.callUpstream = upstreamCall(parts.outbound);
  }

  /** Before the body is read: a blacklisted address (or range) is refused at once. */
  admit(request: FastifyRequest): MaybePromise<void> {
    return whenHere(this.parts.config(), ({ blocked }) => {
      if (!blocked) return;
      const { address, family } = addressOf(request.ip);
      if (blocked.check(address, family)) throw refusal('ipBlocked', MESSAGES.gateway.ipBlocked);
    });
  }

  async call(call: GatewayRequest, request: FastifyRequest): Promise<GatewayAnswer> {
    const started = performance.now();
    const config = await this.parts.config();
    const isv = this.partnerOf(config, call);
    request.partner = { appKey: isv.appKey, name: isv.name };
    await this.checkFreshness(call);
    const route = this.routeOf(config, call, isv);
    let failed = true;
    try {
      const params = paramsOf(call);
      const { address, family } = addressOf(request.ip);
      const waitMs = await this.parts.limiters.waitBefore(config.limits, { routeId: route.id, appKey: isv.appKey, address, family });
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw refusal('limited', MESSAGES.gateway.limited(seconds), { 'retry-after': String(seconds) });
      }
      const bizResponse = await this.targetOf(route)(route, params, call, request.id);
      failed = false;
      return await this.signed(isv, call, bizResponse);
    } finally {
      this.parts.stats.count({ routeId: route.id, isvId: isv.id, failed, durationMs: performance.now() - started });
    }
  }

  /** The ISV of the app key whose key verifies the signature, if it is enabled. */
  private partnerOf(config: GatewayConfig, call: GatewayRequest): GatewayIsv {
    const isv = config.isvs.get(call.app_key);
    if (!isv) throw refusal('unknownAppKey', MESSAGES.gateway.unknownAppKey);
    const key = call.sign_type === 'HMAC-SHA256' ? isv.secret : isv.publicKey;
    if (!key) throw refusal('signTypeUnavailable', MESSAGES.gateway.signTypeUnavailable(call.sign_type));
    if (!verifyText(callStringToSign(call), call.sign_type, key, call.sign)) throw refusal('badSignature', MESSAGES.gateway.badSignature);
    // Told only to whoever holds the key: a stranger learns nothing of the ISV's state.
    if (!isv.enabled) throw refusal('isvDisabled', MESSAGES.gateway.isvDisabled);
    return isv;
  }

  /** A signed call is taken once, within five minutes of the platform's clock. */
  private async checkFreshness(call: GatewayRequest): Promise<void> {
    if (Math.abs(Date.now() - call.timestamp) > GATEWAY_CLOCK_SKEW_MS) throw refusal('staleTimestamp', MESSAGES.gateway.staleTimestamp(GATEWAY_CLOCK_SKEW_MS / 60_000));
    // Kept twice the skew: a call with the same nonce is stale by the time its key expires.
    const uses = await this.parts.cache.increment(`gateway-nonce:${call.app_key}:${call.nonce}`, 2 * GATEWAY_CLOCK_SKEW_MS);
    if (uses > 1) throw refusal('repeatedNonce', MESSAGES.gateway.repeatedNonce);
  }

  private routeOf(config: GatewayConfig, call: GatewayRequest, isv: GatewayIsv): GatewayRoute {
    const route = config.routes.get(routeKey(call.method, call.version));
    if (!route) throw refusal('unknownRoute', MESSAGES.gateway.unknownRoute(call.method, call.version));
    if (!route.enabled) throw refusal('routeDisabled', MESSAGES.gateway.routeDisabled(call.method));
    if (route.needsPermission && ![...route.roleIds].some((roleId) => isv.roleIds.has(roleId))) {
      throw refusal('routeNotGranted', MESSAGES.gateway.routeNotGranted(call.method));
    }
    return route;
  }

  private targetOf(route: GatewayRoute): TargetCall {
    return route.targetKind === 'http' ? this.callUpstream : (target, params) => this.callOperation(target, params);
  }

  private async callOperation(route: GatewayRoute, params: Record<string, unknown>): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(refusal('upstreamTimeout', MESSAGES.gateway.upstreamTimeout(route.timeoutMs / 1000))), route.timeoutMs);
    });
    try {
      const answer = await Promise.race([this.parts.operations.call(route.operation as OpenOperationName, params), timeout]);
      const envelope = JSON.parse(answer.payload) as { status_desc?: string; data?: unknown };
      if (answer.statusCode >= 500) throw refusal('upstreamFailed', MESSAGES.gateway.upstreamFailed(`HTTP ${answer.statusCode}`));
      if (answer.statusCode >= 400) throw refusal('targetRefused', MESSAGES.gateway.targetRefused(envelope.status_desc ?? `HTTP ${answer.statusCode}`));
      return JSON.stringify(envelope.data ?? null);
    } finally {
      clearTimeout(timer);
    }
  }

  private async signed(isv: GatewayIsv, call: GatewayRequest, bizResponse: string): Promise<GatewayAnswer> {
    const text = answerStringToSign({ app_key: call.app_key, method: call.method, version: call.version, nonce: call.nonce, biz_response: bizResponse });
    const sign = isv.platformPrivateKey ? await this.parts.signer.sign(text, isv.platformPrivateKey) : '';
    return { biz_response: bizResponse, sign_type: ANSWER_SIGN_TYPE, sign };
  }
}

/** The business parameters: a JSON object, or the call is refused. */
function paramsOf(call: GatewayRequest): Record<string, unknown> {
  try {
    const params: unknown = JSON.parse(call.biz_content === '' ? '{}' : call.biz_content);
    if (typeof params === 'object' && params !== null && !Array.isArray(params)) return params as Record<string, unknown>;
  } catch {
    // refused below
  }
  throw refusal('badBizContent', MESSAGES.gateway.badBizContent);
}

/** Posts the parameters to the upstream, as the partner signed them; its answer (JSON) is passed on as it came. */
const upstreamCall = (outbound: GatewayParts['outbound']): TargetCall => async (route, _params, call, requestId) => {
  let answer;
  try {
    answer = await outbound.postJson(route.targetUrl, call.biz_content === '' ? '{}' : call.biz_content, {
      timeoutMs: route.timeoutMs,
      headers: { 'x-open-app-key': call.app_key, 'x-open-method': call.method, 'x-open-version': call.version, 'x-request-id': requestId },
    });
  } catch (error) {
    const failure = outboundFailure(error);
    if (failure.timedOut) throw refusal('upstreamTimeout', MESSAGES.gateway.upstreamTimeout(route.timeoutMs / 1000));
    throw refusal('upstreamFailed', MESSAGES.gateway.upstreamFailed(failure.reason));
  }
  if (answer.status >= 500) throw refusal('upstreamFailed', MESSAGES.gateway.upstreamFailed(`HTTP ${answer.status}`));
  if (answer.status >= 300) throw refusal('targetRefused', MESSAGES.gateway.targetRefused(`HTTP ${answer.status}`));
  try {
    JSON.parse(answer.text);
  } catch {
    throw refusal('upstreamFailed', MESSAGES.gateway.upstreamFailed(MESSAGES.gateway.answerNotJson));
  }
  return answer.text;
};
