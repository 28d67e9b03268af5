import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { WebSocket } from 'ws';
import { API_BASE, envelope, maskerOf, MESSAGES, SUCCESS_CODE, type RouteDef, type SocketRouteDef } from '@console/contract';
import { AppError } from './errors.ts';
import { languageOf, say } from './language.ts';
import { whenHere, type MaybePromise } from '../platform/maybe-promise.ts';

type Schema = z.ZodType | undefined;
type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<Q extends Schema, B extends Schema, P extends Schema> {
  query: Infer<Q>;
  body: Infer<B>;
  params: Infer<P>;
}

/**
 * A handler returns the envelope's `data` (or, for a route that `produces` another type, the raw
 * payload, streamed when large; the handler may set a more precise content type). It may answer at
 * once, without a promise, when its answer is in memory.
 */
export type RouteHandler<Q extends Schema, B extends Schema, P extends Schema, R extends Schema> = (
  input: RouteInput<Q, B, P>,
  request: FastifyRequest,
  reply: FastifyReply,
) => MaybePromise<R extends z.ZodType ? z.input<R> : string | Buffer | Readable>;

/**
 * A WebSocket route's handler. It decides during the upgrade (validated query, access checked) and
 * answers what to do with the socket, which runs as soon as the socket is open: a socket is ready for
 * what is sent to it by the time its client sees it open.
 */
export type SocketHandler<Q extends Schema> = (input: Pick<RouteInput<Q, undefined, undefined>, 'query'>, request: FastifyRequest) => Promise<(socket: WebSocket) => void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** What a WebSocket route's handler decided during the upgrade. */
    openSocket?: (socket: WebSocket) => void;
  }
}

export type HandlerOf<D> = D extends SocketRouteDef<infer Q>
  ? SocketHandler<Q>
  : D extends RouteDef<infer Q, infer B, infer P, infer R> ? RouteHandler<Q, B, P, R> : never;

/** One handler for every route of a domain: a route without one does not compile. */
export type Handlers<R extends Record<string, RouteDef>> = { [K in keyof R]: HandlerOf<R[K]> };

export function fullPath(def: Pick<RouteDef, 'base' | 'path'>): string {
  return def.base === 'api' ? `${API_BASE}${def.path}` : def.path;
}

/**
 * Registers one contract route: its schemas validate the request and serialise the response, its
 * access travels in the route config for the access hook, and the handler's result is enveloped —
 * with the personal fields its schema marks masked, unless the route reveals them by design.
 */
export function registerRoute<Q extends Schema, B extends Schema, P extends Schema, R extends Schema>(
  app: FastifyInstance,
  def: RouteDef<Q, B, P, R>,
  handler: RouteHandler<Q, B, P, R>,
) {
  const mask = def.data && !def.revealsPersonalData ? maskerOf(def.data) : undefined;
  const success = def.message ?? MESSAGES.success;
  const said = { zh: success, en: say(success, 'en') };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: fullPath(def),
    config: { access: def.access, tokenInQuery: def.tokenInQuery, contract: def },
    schema: {
      ...(def.query && { querystring: def.query }),
      ...(def.body && { body: def.body }),
      ...(def.params && { params: def.params }),
      ...(def.data && { response: { 200: envelope(def.data) } }),
    },
    handler: (request, reply) => {
      const input = { query: request.query, body: request.body, params: request.params } as RouteInput<Q, B, P>;
      const result = handler(input, request, reply);
      if (!def.data) {
        return Promise.resolve(result).then((payload) => {
          if (!reply.hasHeader('content-type')) reply.type(def.produces ?? 'application/octet-stream');
          return reply.send(payload);
        });
      }
      return whenHere(result, (data) => ({ code: SUCCESS_CODE, data: mask ? mask(data) : data, status_desc: said[languageOf(request)] }));
    },
  });
}

/**
 * One file a request, streamed: its size limit is the upload's own (modules/files), not the body
 * limit. The sender's file name is kept whole (preservePath), so that a name with a path is refused
 * rather than cut.
 */
const ONE_FILE = { preservePath: true, limits: { files: 1, fields: 4, parts: 5, fileSize: Number.MAX_SAFE_INTEGER } };

/**
 * Registers every route of a domain with its handler. Upload routes get a scope of their own that
 * reads multipart bodies: the multipart plugin hooks every request of the scope it is in, and the
 * other routes should not pay for it.
 */
export function registerRoutes<R extends Record<string, RouteDef>>(app: FastifyInstance, routes: R, handlers: Handlers<R>) {
  const uploads = Object.entries(routes).filter(([, def]) => def.fileUpload);
  for (const [name, def] of Object.entries(routes)) {
    if (def.websocket) registerSocketRoute(app, def as SocketRouteDef, handlers[name] as never);
    else if (!def.fileUpload) registerRoute(app, def, handlers[name] as never);
  }
  if (uploads.length === 0) return;
  void app.register(async (scope) => {
    await scope.register(multipart, ONE_FILE);
    for (const [name, def] of uploads) registerRoute(scope, def, handlers[name] as never);
  });
}

/**
 * A WebSocket route (the app registers `@fastify/websocket`): an upgrade goes to the handler with
 * its socket, a plain request is answered 426. Access and query are checked before either.
 */
function registerSocketRoute<Q extends Schema>(app: FastifyInstance, def: SocketRouteDef<Q>, handler: SocketHandler<Q>) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: fullPath(def),
    config: { access: def.access },
    schema: { ...(def.query && { querystring: def.query }) },
    preHandler: async (request) => {
      if (request.ws) request.openSocket = await handler({ query: request.query as Infer<Q> }, request);
    },
    handler: () => {
      throw new AppError(426, MESSAGES.websocketOnly, null, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => request.openSocket!(socket),
  });
}
