import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { ListQuery } from './resource.ts';

const PAGING = ['pageNumber', 'pageSize', 'sort', 'order'];

/** The parameters among `names`, read under `prefix` and answered without it. */
const pick = (params: URLSearchParams, names: readonly string[], prefix: string): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (params.has(prefix + name) ? [[name, params.get(prefix + name)!]] : [])));

/** An address may be hand-edited or outdated: what the contract refuses is dropped, not fatal. */
function parseQuery<Q>(schema: z.ZodType<Q>, raw: Record<string, string>): Q {
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(raw).filter(([name]) => !refused.has(name))));
}

/** The list query an address gives: its paging and those of its filters among `filterNames`, read under `prefix`. */
export const listQueryFrom = <Q>(schema: z.ZodType<Q>, params: URLSearchParams, filterNames: readonly string[], prefix = ''): Q =>
  parseQuery(schema, { ...pick(params, PAGING, prefix), ...pick(params, filterNames, prefix) });

/**
 * The list's page, size, sort, order and filters, kept in the address so reload and back keep them.
 * `filters` are the filter values as text; `change` sets or (with undefined or '') removes parameters
 * and tells whether the address changed. A `prefix` keeps a second list of the page (in a drawer)
 * under names of its own, apart from the page's list.
 */
export function useListParams<Q extends ListQuery>(schema: z.ZodType<Q>, filterNames: readonly string[], prefix = '') {
  const [params, setParams] = useSearchParams();
  const filters = pick(params, filterNames, prefix);
  const change = (changes: Record<string, string | undefined>): boolean => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(prefix + name);
      else next.set(prefix + name, value);
    }
    if (next.toString() === params.toString()) return false;
    setParams(next);
    return true;
  };

  return { query: listQueryFrom(schema, params, filterNames, prefix), filters, change };
}
