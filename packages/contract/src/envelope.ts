import { z } from 'zod';

/** Every JSON response: `code` 200 on success, otherwise equal to the HTTP status. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data, status_desc: z.string() });
}

export type Envelope<T> = { code: number; data: T; status_desc: string };

export const API_BASE = '/yl1001/platform/api';
export const TEMPLATE_BASE = '/vue-admin-template';

export const SUCCESS_CODE = 200;
