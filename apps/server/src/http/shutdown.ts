import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, the answers still being worked on end their connection: a keep-alive
 * client would otherwise hold the closing server open until its idle timeout. New requests meanwhile
 * get Fastify's 503.
 */
export function endConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
