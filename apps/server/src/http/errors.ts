import { MESSAGES } from '@console/contract';

/** A failure the caller can act on: its code becomes both the HTTP status and the envelope code. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, data: unknown = null) => new AppError(400, message, data);
export const notSignedIn = () => new AppError(401, MESSAGES.notSignedIn);
export const forbidden = () => new AppError(403, MESSAGES.forbidden);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, data: unknown = null) => new AppError(409, message, data);
export const forbiddenBecause = (message: string) => new AppError(403, message);

export function tooManyRequests(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, MESSAGES.tooManyAttempts(seconds), { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}
