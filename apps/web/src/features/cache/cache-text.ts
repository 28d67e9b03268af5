import type { TFunction } from 'i18next';
import type { CacheKeyRecord } from '@console/contract/cache';

/** `1h 02m 03s`: the time left before a key expires, or that it never does. */
export function formatTtl(ttlMs: number | null, t: TFunction): string {
  if (ttlMs === null) return t('cache.forever');
  const seconds = Math.ceil(ttlMs / 1000);
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `${hours}h ${two(minutes)}m ${two(rest)}s`;
  return minutes > 0 ? `${minutes}m ${two(rest)}s` : `${rest}s`;
}

/** Bytes of a string, elements of anything else. */
export const sizeText = ({ type, size }: Pick<CacheKeyRecord, 'type' | 'size'>, t: TFunction): string =>
  t(type === 'string' ? 'cache.bytes' : 'cache.elements', { count: size });
