import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@console/contract';
import { AppError } from './errors.ts';

/** Whether a parsed request part holds a NUL character anywhere (walked without recursion: JSON may be deep). */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) pending.push(key, field);
    }
  }
  return false;
}

/** PostgreSQL text cannot hold NUL: a request carrying one is refused before any handler reads it. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new AppError(400, MESSAGES.invalidCharacter);
  });
}
