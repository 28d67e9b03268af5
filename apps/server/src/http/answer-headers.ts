import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY, type SecurityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Its answers are for one caller (it needs a credential, or signs in): no cache may keep them. */
    noStore?: true;
  }
}

/** A route that needs a credential answers what is its caller's; a sign-in answers a token. */
const answersPrivately = ({ access, contract }: FastifyContextConfig) => access !== undefined && (access.kind !== 'public' || contract?.signIn === true);

/**
 * The headers every answer carries, set in one hook (each hook costs every request): the request id,
 * for a caller to quote; the security headers, computed once (`security-headers.ts`), with the policy
 * of the answer unless it brought its own (the web app's page, with its nonce); `no-store` on the
 * answers of routes that need a credential or sign in, so that neither the browser's cache nor a
 * proxy keeps a person's data or a token (decided once per route, as it is added); and, once the
 * server is stopping, `connection: close`, so that a keep-alive client (a balancer) opens its next
 * connection to another instance, and does not hold the closing server open until its idle timeout.
 */
export function setAnswerHeaders(app: FastifyInstance, stopping: () => boolean, security: SecurityHeaders): void {
  app.addHook('onRoute', (route) => {
    if (route.config && answersPrivately(route.config)) route.config = { ...route.config, noStore: true };
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(security.everyAnswer);
    if (!reply.hasHeader(CONTENT_SECURITY_POLICY)) reply.header(CONTENT_SECURITY_POLICY, security.policy);
    if (request.routeOptions.config.noStore) reply.header('cache-control', 'no-store');
    if (stopping()) reply.header('connection', 'close');
    done(null, payload);
  });
}
