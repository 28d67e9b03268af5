import { z } from 'zod';

/** Every JSON response: `code` 200 on success, otherwise equal to the HTTP status. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, status_desc: z.string() });
}

export type Envelope<T> = { code: number; data: T; status_desc: string };

/** Every refusal: `code` equals the HTTP status; `data` is null unless the route's `errors` describe it. */
export const errorEnvelope = z.object({ code: z.number().int(), data: z.unknown(), status_desc: z.string() });

/** `data` of a 429: how long to wait before trying again. */
export const retryAfter = z.object({ retryAfterSeconds: z.number().int() });

