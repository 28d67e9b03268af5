import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { MESSAGES } from '@console/contract';
import { AppError } from './errors.ts';

/** Whether any of the parsed request parts holds a NUL character (walked without recursion: JSON may be deep). */
function holdsNul(roots: unknown[]): boolean {
  const pending = roots;
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) pending.push(key, (value as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/** The NUL check, before any handler reads the request. */
const refuseNul: preValidationHookHandler = (request, _reply, done) => {
  const nul = holdsNul([request.params, request.query, request.body]);
  done(nul ? new AppError(400, MESSAGES.invalidCharacter) : undefined);
};

/**
 * PostgreSQL text cannot hold NUL: a request carrying one is refused before any handler reads it. A
 * contract route that declares no input reads none, and goes without the check (a hook costs every
 * request of its route); every other route has it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const contract = route.config?.contract;
    if (contract && !contract.query && !contract.body && !contract.params) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseNul];
  });
}
