import type { FastifyInstance } from 'fastify';

/**
 * The headers every answer carries, set in one hook (each hook costs every request): the request id,
 * for a caller to quote; and, once the server is stopping, `connection: close`, so that a keep-alive
 * client (a balancer) opens its next connection to another instance, and does not hold the closing
 * server open until its idle timeout.
 */
export function setAnswerHeaders(app: FastifyInstance, stopping: () => boolean): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (stopping()) reply.header('connection', 'close');
    done(null, payload);
  });
}
