import type { FastifyInstance } from 'fastify';

/**
 * The headers every answer carries, set in one hook (each hook costs every request): the request id,
 * for a caller to quote; and, once the server is closing, `connection: close`, so that a keep-alive
 * client does not hold the closing server open until its idle timeout (new requests meanwhile get
 * Fastify's 503).
 */
export function setAnswerHeaders(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
