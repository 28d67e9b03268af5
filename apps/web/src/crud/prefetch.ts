import { hashKey } from '@tanstack/react-query';
import type { PagePrefetch } from '../lib/routes.ts';
import { listQueryFrom } from './list-params.ts';
import { fetchResourcePage, resourcePageKey, resourceQueryOf, searchFields, type ListQuery, type ResourceDefinition } from './resource.ts';

/** When the first page of each list asked before its page rendered was asked, by its cache key's hash. */
const prefetchedAt = new Map<string, number>();
/** How long such a page counts as just asked: the list that mounts meanwhile shows it without asking again. */
const JUST_ASKED_MS = 10_000;

/**
 * A list page's prefetch: the page of records its `CrudPage` shows at the address it opens at, asked
 * as soon as the page's code is in rather than once it has rendered. For a page whose list has no
 * fixed filters (they are the page's own, known only when it renders).
 */
export function listPrefetch<T extends object, Q extends ListQuery, C, U>(resource: ResourceDefinition<T, Q, C, U>): PagePrefetch {
  return (queryClient, address) => {
    const query = listQueryFrom(resourceQueryOf(resource), address, searchFields(resource.columns).map(({ name }) => name));
    const queryKey = resourcePageKey(resource, query);
    prefetchedAt.set(hashKey(queryKey), Date.now());
    void queryClient.prefetchQuery({ queryKey, queryFn: () => fetchResourcePage(resource, query) });
  };
}

/**
 * Whether a list that mounts asks for its page again: not the first list to show the page its page's
 * prefetch has just asked; any list after it (the page left and come back to) asks again.
 */
export function asksOnMount(query: { queryHash: string; getObserversCount(): number }): boolean {
  const askedAt = prefetchedAt.get(query.queryHash);
  if (askedAt === undefined || Date.now() - askedAt > JUST_ASKED_MS) return true;
  // Asked while the list renders (no observer yet) and again once it subscribes: the subscription takes the answer.
  if (query.getObserversCount() > 0) prefetchedAt.delete(query.queryHash);
  return false;
}
