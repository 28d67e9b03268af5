import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's lines of each request, at `debug` (a person clicking through the console makes about a
 * thousand an hour), except a refusal (4xx), at `info`, and a server error or an answer slower than
 * `slowMs`, at `warn`, with the request's method and address.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const level = reply.statusCode >= 500 || responseTime > this.slowMs ? 'warn' : reply.statusCode >= 400 ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
