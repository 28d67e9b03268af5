import type { AgentOptions, IncomingHttpHeaders } from 'node:http';
import type { Agent, Dispatcher } from 'undici';
import { MESSAGES } from '@console/contract';
import { checkedAgents, checkedConnector, type CheckedAgents } from './checked-connections.ts';
import type { DestinationPolicy } from './destination-policy.ts';

/** Why an outbound call did not get an answer, in words a person reads (the caller adds what was called). */
export class OutboundError extends Error {
  constructor(readonly reason: string, readonly timedOut = false) {
    super(reason);
  }
}

/** Answers larger than this are cut off as refused: a WSDL or a SOAP answer is far smaller. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;
/** The statuses whose `location` a request that follows redirects goes on to. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The address as a URL when it is http(s); undefined for anything else, or for no address at all. */
function httpUrlOf(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Throws unless the address is http(s): no file, no other scheme is ever opened for a caller. */
export function checkHttpUrl(address: string): URL {
  const url = httpUrlOf(address);
  if (!url) throw new OutboundError(MESSAGES.outbound.notHttp(address.slice(0, 200)));
  return url;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: MESSAGES.outbound.connectionRefused,
  ECONNRESET: MESSAGES.outbound.connectionReset,
  ENOTFOUND: MESSAGES.outbound.hostNotFound,
  EAI_AGAIN: MESSAGES.outbound.hostNotResolvedNow,
  EHOSTUNREACH: MESSAGES.outbound.hostUnreachable,
  TOO_MANY_REDIRECTS: MESSAGES.outbound.tooManyRedirects,
  ERR_BAD_RESPONSE: MESSAGES.outbound.answerUnreadable,
};

/** The first line of an error's message: parsers put whole documents after it. */
export const firstLineOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);

/** Any failure of an outbound call as an `OutboundError` with its reason. */
export const outboundFailure = (error: unknown): OutboundError => (error instanceof OutboundError ? error : new OutboundError(firstLineOf(error)));

/** The code of a failed undici call, where it put it: on the error or on its cause. */
const codeOf = (error: unknown): string => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return cause?.code ?? code ?? '';
};

/** An answer's body, read whole unless it says or turns out to be larger than the size limit. */
async function textOf(answer: Dispatcher.ResponseData): Promise<string> {
  const declared = Number(answer.headers['content-length'] ?? 0);
  if (declared > MAX_ANSWER_BYTES) {
    answer.body.destroy();
    throw new OutboundError(NETWORK_REASONS.ERR_BAD_RESPONSE!);
  }
  const text = await answer.body.text();
  if (Buffer.byteLength(text) > MAX_ANSWER_BYTES) throw new OutboundError(NETWORK_REASONS.ERR_BAD_RESPONSE!);
  return text;
}

/** undici's codes of a call that waited too long: for the answer's head, or between parts of its body. */
const TIMED_OUT = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** Connections kept alive for calls made many times a second (the open gateway's upstreams); fetch shares them. */
const POOL = { keepAliveTimeout: 10_000, connections: 256 };

type Undici = typeof import('undici');

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  timeoutMs: number;
  /** How many redirects are followed (each to an address checked as the first); none unless said. */
  redirects?: number;
}

/** An answer read whole, whatever its status. */
export interface TextAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * The one way out of the server: every outbound call (web services, the open gateway's upstreams, S3,
 * the SMS provider, social sign-in) connects through it, so that the destination policy checks each
 * connection, a redirect's included. Made by the app and closed with it.
 */
export class OutboundClient {
  private pool?: Promise<{ undici: Undici; dispatcher: Agent }>;

  constructor(readonly policy: DestinationPolicy) {}

  /** Node agents of their own, for a client that pools its connections and destroys its agents itself (the AWS SDK). */
  agents(options: AgentOptions): CheckedAgents {
    return checkedAgents(this.policy, options);
  }

  /** `fetch` over the checked connections; redirects it follows are checked too. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const { undici, dispatcher } = await this.undici();
    // undici's own fetch, so that the dispatcher is of the same undici; its types are those of the global fetch.
    return (await undici.fetch(url, { ...(init as Parameters<Undici['fetch']>[1]), dispatcher })) as unknown as Response;
  }

  /**
   * Sends one request and reads its answer as text, on pooled connections: http(s) only (a redirect's
   * address too), timed out, a size limit. No proxy from the environment: the policy checks where the
   * connection really goes. The timeout is undici's own (for the head, then for each part of the
   * body): no timer is made per call.
   */
  async request(address: string, { method = 'GET', body, headers = {}, timeoutMs, redirects = 0 }: OutboundRequest): Promise<TextAnswer> {
    const { dispatcher } = await this.undici();
    let url = checkHttpUrl(address);
    try {
      for (let followed = 0; ; followed += 1) {
        const answer = await dispatcher.request({ origin: url.origin, path: `${url.pathname}${url.search}`, method, headers, body, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
        const location = answer.headers.location;
        if (!REDIRECTS.has(answer.statusCode) || typeof location !== 'string' || redirects === 0) {
          return { status: answer.statusCode, headers: answer.headers, text: await textOf(answer) };
        }
        await answer.body.dump();
        if (followed === redirects) throw new OutboundError(NETWORK_REASONS.TOO_MANY_REDIRECTS!);
        url = checkHttpUrl(new URL(location, url).href);
      }
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      if (TIMED_OUT.has(codeOf(error))) throw new OutboundError(MESSAGES.outbound.noAnswer(timeoutMs / 1000), true);
      throw new OutboundError(NETWORK_REASONS[codeOf(error)] ?? firstLineOf(error));
    }
  }

  /** Posts JSON text and reads the answer as text (`request`), no redirect followed: the open gateway's upstream calls. */
  async postJson(address: string, json: string, { timeoutMs, headers = {} }: { timeoutMs: number; headers?: Record<string, string> }): Promise<{ status: number; text: string }> {
    const { status, text } = await this.request(address, { method: 'POST', body: json, headers: { 'content-type': 'application/json', ...headers }, timeoutMs });
    return { status, text };
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).dispatcher.close();
  }

  private undici() {
    // undici is imported at the first outbound call, not at every start (docs/decisions.md).
    this.pool ??= import('undici').then((undici) => ({
      undici, dispatcher: new undici.Agent({ ...POOL, connect: checkedConnector(this.policy, undici.buildConnector({})) }),
    }));
    return this.pool;
  }
}
