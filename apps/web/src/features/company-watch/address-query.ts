import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type AddressChanges = Record<string, string | undefined>;

/** An address may be hand-edited or outdated: what the schema refuses is dropped, not fatal. */
function parsed<T>(schema: z.ZodType<T>, raw: Record<string, string>): T {
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  return schema.parse(Object.fromEntries(Object.entries(raw).filter(([name]) => !refused.has(name))));
}

/**
 * A list's paging and filters kept in the address, so that reload and back keep them: the parameters
 * among `names` as text (`raw`) and as the call's schema reads them (`query`). `change` sets
 * parameters, removes those given undefined, and tells whether the address changed. Empty text stays:
 * a choice of nothing is not the same as no choice (the labels of a library).
 */
export function useAddressQuery<T>(schema: z.ZodType<T>, names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(names.flatMap((name) => (params.has(name) ? [[name, params.get(name)!]] : [])));
  const change = (changes: AddressChanges): boolean => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, value);
    }
    if (next.toString() === params.toString()) return false;
    setParams(next);
    return true;
  };
  return { query: parsed(schema, raw), raw, change };
}

/** A search form's text filters, blank ones as no filter. */
export const filledIn = (filters: AddressChanges): AddressChanges =>
  Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value?.trim() || undefined]));
