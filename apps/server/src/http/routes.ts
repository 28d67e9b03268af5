import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_BASE, envelope, MESSAGES, SUCCESS_CODE, type RouteDef } from '@console/contract';

type Schema = z.ZodType | undefined;
type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<Q extends Schema, B extends Schema, P extends Schema> {
  query: Infer<Q>;
  body: Infer<B>;
  params: Infer<P>;
}

/** A handler returns the envelope's `data` (or, for a route that `produces` another type, the raw payload). */
export type RouteHandler<Q extends Schema, B extends Schema, P extends Schema, R extends Schema> = (
  input: RouteInput<Q, B, P>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<R extends z.ZodType ? z.input<R> : string | Buffer>;

export type HandlerOf<D> = D extends RouteDef<infer Q, infer B, infer P, infer R> ? RouteHandler<Q, B, P, R> : never;

/** One handler for every route of a domain: a route without one does not compile. */
export type Handlers<R extends Record<string, RouteDef>> = { [K in keyof R]: HandlerOf<R[K]> };

export function fullPath(def: Pick<RouteDef, 'base' | 'path'>): string {
  return def.base === 'api' ? `${API_BASE}${def.path}` : def.path;
}

/**
 * Registers one contract route: its schemas validate the request and serialise the response, its
 * access travels in the route config for the access hook, and the handler's result is enveloped.
 */
export function registerRoute<Q extends Schema, B extends Schema, P extends Schema, R extends Schema>(
  app: FastifyInstance,
  def: RouteDef<Q, B, P, R>,
  handler: RouteHandler<Q, B, P, R>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: fullPath(def),
    config: { access: def.access, tokenInQuery: def.tokenInQuery },
    schema: {
      ...(def.query && { querystring: def.query }),
      ...(def.body && { body: def.body }),
      ...(def.params && { params: def.params }),
      ...(def.data && { response: { 200: envelope(def.data) } }),
    },
    handler: async (request, reply) => {
      const input = { query: request.query, body: request.body, params: request.params } as RouteInput<Q, B, P>;
      const result = await handler(input, request, reply);
      if (!def.data) return reply.type(def.produces ?? 'application/octet-stream').send(result);
      return { code: SUCCESS_CODE, data: result, status_desc: def.message ?? MESSAGES.success };
    },
  });
}

/** Registers every route of a domain with its handler. */
export function registerRoutes<R extends Record<string, RouteDef>>(app: FastifyInstance, routes: R, handlers: Handlers<R>) {
  for (const [name, def] of Object.entries(routes)) registerRoute(app, def, handlers[name] as never);
}
