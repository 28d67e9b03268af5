import { API_BASE, inputPlaceOf, SUCCESS_CODE, type Envelope, type RouteDef, type RouteErrors } from '@console/contract';
import type { z } from 'zod';
import { i18n } from './i18n.ts';
import { clearSessionStorage, getToken } from './storage.ts';

const REQUEST_TIMEOUT_MS = 15_000;

/** A call that did not succeed. `body` is the response body when the server did not send the envelope. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown = null, readonly body: unknown = undefined) {
    super(message);
  }
}

/** What the client needs from the app: showing a message, and leaving for the sign-in page. */
export interface RequestHooks {
  showError(message: string): void;
  signedOut(): void;
}

let hooks: RequestHooks = { showError: () => undefined, signedOut: () => undefined };

export function configureRequests(next: RequestHooks): void {
  hooks = next;
}

export type Schema = z.ZodType | undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

export interface CallInput<Q extends Schema, B extends Schema, P extends Schema> {
  query?: Input<Q>;
  body?: Input<B>;
  params?: Input<P>;
  /** Defaults to the specification's 15 seconds. */
  timeoutMs?: number;
  /** The caller shows a refusal itself (a page that is only the error), so no message pops up for it. */
  quiet?: boolean;
}

export function urlOf(def: Pick<RouteDef, 'base' | 'path'>, params: Record<string, unknown> = {}): string {
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  return def.base === 'api' ? `${API_BASE}${path}` : path;
}

function searchOf(values: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values ?? {})) if (value !== undefined && value !== null) search.append(key, String(value));
  return search;
}

/** The envelope's shape (the contract's `errorEnvelope`), checked by hand so the sign-in page does not wait for the schema library. */
function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const { code, status_desc: statusDesc } = body as Record<string, unknown>;
  return Number.isInteger(code) && typeof statusDesc === 'string';
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const readBody = async (response: Response): Promise<unknown> => parsed(await response.text());

/** A call that got no whole answer: timed out, cut off, or the page leaving. Nothing is known of the session. */
function unanswered(): ApiError {
  hooks.showError(i18n.t('request.timeout'));
  return new ApiError(0, i18n.t('request.timeout'));
}

function signOut(): never {
  clearSessionStorage();
  hooks.showError(i18n.t('request.expired'));
  hooks.signedOut();
  throw new ApiError(401, i18n.t('request.expired'));
}

/**
 * What a refusal says in the reader's language: a refusal whose `data` names a `reason` the web app has
 * words for (`refusals.<reason>`, filled in from the data) is told in them; any other as the server said it.
 */
function refusalText(envelope: Envelope<unknown>): string {
  const data = envelope.data as { reason?: unknown } | null;
  const key = typeof data?.reason === 'string' ? `refusals.${data.reason}` : undefined;
  return key && i18n.exists(key) ? i18n.t(key, { ...data, defaultValue: envelope.status_desc }) : envelope.status_desc;
}

/**
 * The headers of every call: the session's token, and the reader's language, in which the server
 * words its messages (`status_desc`) and what else it says in words of its own.
 */
function callHeaders(): Record<string, string> {
  const token = getToken();
  return { 'Accept-Language': i18n.language, ...(token && { Authorization: token }) };
}

/** Applies the error catalogue to an answer that is not a success. */
function refuse(status: number, body: unknown, quiet = false): never {
  const envelope = isEnvelope(body) ? body : undefined;
  const code = envelope?.code ?? status;
  if (code === 401 || status === 401) signOut();
  if (code === 403 || status === 403) {
    const message = (envelope && refusalText(envelope)) || i18n.t('request.forbidden');
    if (!quiet) hooks.showError(message);
    throw new ApiError(403, message, envelope?.data ?? null);
  }
  if (envelope) {
    const message = refusalText(envelope);
    if (!quiet) hooks.showError(message);
    throw new ApiError(code, message, envelope.data);
  }
  throw new ApiError(status, `HTTP ${status}`, null, body);
}

/** What a call resolves with: the data its route's schema describes, or text for a route without one. */
export type Output<R> = R extends z.ZodType ? z.output<R> : string;

/**
 * Calls one contract route: token in `Authorization`, GET parameters in the query, POST bodies
 * form-encoded unless the route says JSON, 15-second timeout. Resolves with the whole envelope of a success.
 */
export async function send<Q extends Schema, B extends Schema, P extends Schema, R extends Schema>(
  def: RouteDef<Q, B, P, R>,
  input: CallInput<Q, B, P> = {},
): Promise<Envelope<Output<R>>> {
  const headers = callHeaders();
  const query = searchOf(input.query as Record<string, unknown> | undefined).toString();
  let body: string | undefined;
  if (input.body !== undefined && def.bodyEncoding === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body);
  } else if (input.body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = searchOf(input.body as Record<string, unknown>).toString();
  }
  const url = `${urlOf(def, input.params as Record<string, unknown> | undefined)}${query ? `?${query}` : ''}`;

  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(url, { method: def.method, headers, body, signal: AbortSignal.timeout(input.timeoutMs ?? REQUEST_TIMEOUT_MS) });
    answer = await readBody(response);
  } catch {
    throw unanswered();
  }
  if (response.ok && isEnvelope(answer) && answer.code === SUCCESS_CODE) return answer as Envelope<Output<R>>;
  if (response.ok && !def.data) return { code: SUCCESS_CODE, data: answer as Output<R>, status_desc: '' };
  return refuse(response.status, answer, input.quiet);
}

/** Like `send`, resolving with the envelope's `data`. */
export async function call<Q extends Schema, B extends Schema, P extends Schema, R extends Schema>(
  def: RouteDef<Q, B, P, R>,
  input: CallInput<Q, B, P> = {},
): Promise<Output<R>> {
  return (await send(def, input)).data;
}

/** Calls a route with one value placed where the route takes its input: the path, the query or the body. */
export function callWith<R extends Schema>(def: RouteDef<Schema, Schema, Schema, R>, value: Record<string, unknown>): Promise<Output<R>> {
  return call(def, { [inputPlaceOf(def)]: value } as CallInput<Schema, Schema, Schema>);
}

/** The `data` of a refusal with this status, as the route's contract describes it; undefined for any other failure. */
export function refusalData<E extends RouteErrors, S extends keyof E & number>(
  def: RouteDef<Schema, Schema, Schema, Schema, E>,
  status: S,
  error: unknown,
): (E[S] extends z.ZodType ? z.output<E[S]> : never) | undefined {
  const schema = def.errors?.[status] as z.ZodType | undefined;
  if (!(error instanceof ApiError) || error.code !== status || !schema) return undefined;
  const parsed = schema.safeParse(error.data);
  return parsed.success ? (parsed.data as never) : undefined;
}

/**
 * Sends one file to an upload route (multipart, in the form field `field`), telling the share sent so
 * far (0–100) as it goes: fetch cannot tell an upload's progress, a request object can.
 */
export function upload<R extends Schema>(
  def: RouteDef<Schema, Schema, Schema, R>,
  { field, file }: { field: string; file: File },
  onProgress?: (percent: number) => void,
): Promise<Output<R>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(def.method, urlOf(def));
    for (const [name, value] of Object.entries(callHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = parsed(request.responseText);
      if (request.status === 200 && isEnvelope(answer) && answer.code === SUCCESS_CODE) return resolve(answer.data as Output<R>);
      try {
        refuse(request.status, answer);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(unanswered());
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}

/** A file a POST answers (an export): its JSON body, and how long the server may take to write the file. */
export interface FilePost {
  body: unknown;
  timeoutMs: number;
}

/**
 * The content a download address answers, fetched with the session's token (an image shown, a file
 * saved), or a file a POST answers. A refusal comes as the envelope and is handled as any call's.
 */
export async function fetchFile(url: string, post?: FilePost): Promise<Blob> {
  const headers = callHeaders();
  const response = await fetch(url, post
    ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(post.body), signal: AbortSignal.timeout(post.timeoutMs) }
    : { headers });
  if (!response.ok) return refuse(response.status, await readBody(response));
  return response.blob();
}
