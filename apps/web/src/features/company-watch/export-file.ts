import type { RouteDef } from '@console/contract';
import { ApiError, urlOf } from '../../lib/request.ts';
import { getToken } from '../../lib/storage.ts';

/** An export of 50,000 rows is written while the request waits: longer than the usual 15 seconds. */
const EXPORT_TIMEOUT_MS = 120_000;

interface Refusal {
  code?: number;
  status_desc?: string;
}

/**
 * The file a POST answers (an Excel export), sent with the session's token. The request client reads
 * answers as text, which would spoil a binary file; a refusal still comes as the envelope.
 */
export async function postForFile(route: Pick<RouteDef, 'base' | 'path'>, body: unknown): Promise<Blob> {
  const token = getToken();
  const response = await fetch(urlOf(route), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  if (response.ok && !response.headers.get('content-type')?.includes('json')) return response.blob();
  const refusal = (await response.json().catch(() => ({}))) as Refusal;
  throw new ApiError(refusal.code ?? response.status, refusal.status_desc || `HTTP ${response.status}`);
}

/** Saves content on the user's disk under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  Object.assign(document.createElement('a'), { href: objectUrl, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(objectUrl));
}
