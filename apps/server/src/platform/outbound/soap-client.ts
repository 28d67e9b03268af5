import type { Client, IHttpClient, IOptions, WSDL } from 'soap';
import { MESSAGES } from '@console/contract';
import { checkHttpUrl, firstLineOf, outboundFailure, OutboundError, type OutboundClient, type TextAnswer } from './http-client.ts';

/** A SOAP service as the platform calls it. */
export interface SoapTarget {
  wsdlUrl: string;
  /** Where calls go instead of the address the WSDL names. */
  endpoint?: string;
  /** Sent as HTTP Basic credentials, to the WSDL and to the calls. */
  username?: string;
  password?: string;
  timeoutMs: number;
}

export interface SoapOperation {
  name: string;
  soapAction: string;
  /** The input's fields with blank values: what a caller fills in. */
  paramsTemplate: Record<string, unknown>;
}

export interface SoapFault {
  code: string;
  message: string;
  detail: string;
}

export type SoapOutcome = { ok: true; response: unknown; durationMs: number } | { ok: false; fault: SoapFault; durationMs: number };

/** Marks text that cannot be a WSDL before the parser tries it. */
const looksLikeXml = (text: string) => text.replace(/^\uFEFF/, '').trimStart().startsWith('<');

const basicAuth = (target: SoapTarget): Record<string, string> =>
  (target.username ? { Authorization: `Basic ${Buffer.from(`${target.username}:${target.password ?? ''}`).toString('base64')}` } : {});

/** A WSDL and what it imports may have moved: a few redirects are followed. */
const WSDL_REDIRECTS = 3;

/** An answer that is not a success, with what came, as soap reads a failed call (a SOAP fault comes with HTTP 500). */
const failedAnswer = ({ status, headers, text }: TextAnswer) => Object.assign(new OutboundError(`HTTP ${status}`), { response: { status, headers, data: text } });

/** A GET (`data` null: the WSDL and its imports) or a POST of an envelope, its answer text unless it is no success. */
async function exchange(outbound: OutboundClient, target: SoapTarget, address: string, data: string | null, headers: Record<string, string>): Promise<TextAnswer> {
  const answer = await outbound.request(address, data === null
    ? { headers, timeoutMs: target.timeoutMs, redirects: WSDL_REDIRECTS }
    : { method: 'POST', body: data, headers, timeoutMs: target.timeoutMs });
  if (answer.status < 200 || answer.status >= 300) throw failedAnswer(answer);
  return answer;
}

async function fetchWsdl(outbound: OutboundClient, target: SoapTarget): Promise<string> {
  const { text } = await exchange(outbound, target, target.wsdlUrl, null, basicAuth(target));
  if (!looksLikeXml(text)) throw new OutboundError(MESSAGES.outbound.notXml);
  return text;
}

type Answered = (error: unknown, answer?: { status: number; headers: TextAnswer['headers']; data: string }, body?: string) => void;

/**
 * soap's HTTP client: its WSDL imports and its calls go out through the outbound client, as every
 * other call. soap's types name the promise of its own client (axios) as the result, which soap never
 * reads: it is told the answer through the callback.
 */
const soapHttpOf = (outbound: OutboundClient, target: SoapTarget) => ({
  request: (address: string, data: string | null, answered: Answered, headers: Record<string, string> = {}) =>
    exchange(outbound, target, address, data, headers).then(
      ({ status, headers: received, text }) => answered(null, { status, headers: received, data: text }, text),
      (error: unknown) => answered(error),
    ),
}) as unknown as IHttpClient;

function optionsOf(outbound: OutboundClient, target: SoapTarget): IOptions {
  return {
    httpClient: soapHttpOf(outbound, target),
    wsdl_headers: basicAuth(target),
    // The WSDL's imports are fetched from http(s) addresses only: soap would read a local file for any other.
    wsdl_options: {
      overrideImportLocation: (location: string) => {
        checkHttpUrl(location);
        return location;
      },
    },
    WSDL_CACHE: {},
  } as IOptions;
}

/** A client of the service described by its WSDL; an OutboundError says why there is none. */
async function clientOf(outbound: OutboundClient, target: SoapTarget): Promise<Client> {
  // Loaded at the first SOAP call rather than at every start.
  const { BasicAuthSecurity, Client, WSDL } = await import('soap');
  const xml = await fetchWsdl(outbound, target);
  const options = optionsOf(outbound, target);
  const wsdl = await new Promise<WSDL>((resolve, reject) => {
    try {
      const parsed = new WSDL(xml, target.wsdlUrl, options);
      parsed.onReady((error) => (error ? reject(error) : resolve(parsed)));
    } catch (error) {
      reject(error);
    }
  }).catch((error: unknown) => {
    // An import that could not be fetched says why; anything else is the document itself.
    throw error instanceof OutboundError ? error : new OutboundError(MESSAGES.outbound.notWsdl(firstLineOf(error)));
  });
  if (target.endpoint) checkHttpUrl(target.endpoint);
  const client = new Client(wsdl, target.endpoint || undefined, options);
  if (target.username) client.setSecurity(new BasicAuthSecurity(target.username, target.password ?? ''));
  return client;
}

/** Blank values in the shape the WSDL describes an input: `xs:string` becomes '', nested types objects. */
function templateOf(described: unknown): Record<string, unknown> {
  if (typeof described !== 'object' || described === null) return {};
  return Object.fromEntries(Object.entries(described)
    .filter(([key]) => key !== 'targetNSAlias' && key !== 'targetNamespace')
    .map(([key, type]) => {
      const field = key.replace(/\[\]$/, '');
      if (typeof type === 'object') return [field, templateOf(type)];
      return [field, /int|long|short|decimal|double|float/i.test(String(type)) ? 0 : /boolean/i.test(String(type)) ? false : ''];
    }));
}

interface DescribedOperation { input?: unknown }
interface BindingMethods { methods?: Record<string, { soapAction?: string }> }

/** The operations the service's WSDL offers (of every service and port, each name once). */
export async function readOperations(outbound: OutboundClient, target: SoapTarget): Promise<SoapOperation[]> {
  const client = await clientOf(outbound, target);
  const described = client.describe() as Record<string, Record<string, Record<string, DescribedOperation>>>;
  const bindings = (client.wsdl.definitions.bindings ?? {}) as Record<string, BindingMethods>;
  const actionOf = (name: string) => Object.values(bindings).map((binding) => binding.methods?.[name]?.soapAction).find(Boolean) ?? '';
  const operations = new Map<string, SoapOperation>();
  for (const ports of Object.values(described)) {
    for (const methods of Object.values(ports)) {
      for (const [name, method] of Object.entries(methods)) {
        if (!operations.has(name)) operations.set(name, { name, soapAction: actionOf(name), paramsTemplate: templateOf(method.input) });
      }
    }
  }
  return [...operations.values()];
}

const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object' && '$value' in value) return String((value as { $value: unknown }).$value);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** The SOAP fault in an error of the client, SOAP 1.1 or 1.2; undefined when the error is none. */
function faultOf(error: unknown): SoapFault | undefined {
  const fault = (error as { root?: { Envelope?: { Body?: { Fault?: Record<string, unknown> } } } }).root?.Envelope?.Body?.Fault;
  if (!fault) return undefined;
  const code = fault.faultcode ?? (fault.Code as { Value?: unknown } | undefined)?.Value;
  const message = fault.faultstring ?? (fault.Reason as { Text?: unknown } | undefined)?.Text;
  return { code: textOf(code), message: textOf(message), detail: textOf(fault.detail ?? fault.Detail) };
}

type AsyncOperation = (args: unknown, options: unknown) => Promise<[unknown, ...unknown[]]>;

/** Calls one operation: the answer, or the fault the service sent; an OutboundError when none came. */
export async function invokeOperation(outbound: OutboundClient, target: SoapTarget, operation: string, params: Record<string, unknown>): Promise<SoapOutcome> {
  const client = await clientOf(outbound, target);
  const call = (client as unknown as Record<string, AsyncOperation | undefined>)[`${operation}Async`];
  if (typeof call !== 'function') throw new OutboundError(MESSAGES.outbound.noSuchOperation(operation));
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const [response] = await call.call(client, params, { timeout: target.timeoutMs });
    return { ok: true, response: response ?? null, durationMs: durationMs() };
  } catch (error) {
    const fault = faultOf(error);
    if (fault) return { ok: false, fault, durationMs: durationMs() };
    throw outboundFailure(error);
  }
}
