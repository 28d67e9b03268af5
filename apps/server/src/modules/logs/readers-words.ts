import { CONTRACT, type Page, type RouteDef } from '@console/contract';
import { type LogRecord } from '@console/contract/logs';
import { say, type Language } from '../../http/language.ts';
import { fullPath } from '../../http/routes.ts';

/** Every route by its method and address as an entry records them (`POST /yl1001/platform/api/user/save`). */
const ROUTES = new Map<string, RouteDef>(Object.values(CONTRACT)
  .flatMap((routes) => Object.values(routes as Record<string, RouteDef>))
  .map((def) => [`${def.method} ${fullPath(def)}`, def]));

/**
 * An entry as a reader of this language reads it: the operation by its route's title, and why it
 * failed worded again (entries keep the Chinese the caller was told, whatever the caller's language).
 * Entries of a route no longer served keep the summary they were written with.
 */
export function inReadersWords(entry: LogRecord, language: Language): LogRecord {
  const route = ROUTES.get(`${entry.method} ${entry.route}`);
  const operation = route ? (language === 'en' ? route.titleEn : route.title) : entry.action;
  return { ...entry, operation, message: say(entry.message, language) };
}

export const pageInReadersWords = (page: Page<LogRecord>, language: Language): Page<LogRecord> =>
  ({ ...page, records: page.records.map((entry) => inReadersWords(entry, language)) });
