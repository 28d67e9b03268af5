import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { defineModule } from '../../module.ts';
import { documentParts, type Kept } from './document-parts.ts';

/**
 * Answers a kept part with its ETag; a caller that sends the ETag it holds (`If-None-Match`) is
 * answered 304 with no body. The answers stay `no-store` like every answer that needs a credential:
 * the tag serves tools that ask again, and the server's memory serves everyone.
 */
function answer({ body, etag }: Kept, request: FastifyRequest, reply: FastifyReply): string {
  reply.header('etag', etag);
  if (request.headers['if-none-match'] !== etag) return body;
  reply.code(304);
  return '';
}

/** The OpenAPI document of the contract, for integrators, and its parts for the API reference page. */
export const apiDocsModule = defineModule({
  name: 'open-api',
  build: ({ apiDocument }) => {
    let parts: ReturnType<typeof documentParts> | undefined;
    // Built on the first request: by then every route has been added to the document.
    const partsOfDocument = () => (parts ??= documentParts(apiDocument() as Parameters<typeof documentParts>[0]));
    return {
      handlers: {
        openApi: {
          document: (_input, request, reply) => answer(partsOfDocument().whole, request, reply),
          tags: (_input, request, reply) => answer(partsOfDocument().index, request, reply),
          tag: ({ params }, request, reply) => {
            const part = partsOfDocument().tag(params.tag);
            if (!part) throw notFound();
            return answer(part, request, reply);
          },
        },
      },
    };
  },
});
