import { useCallback } from 'react';
import { useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { RouteDef } from '@console/contract';
import { call, type CallInput, type Output, type Schema } from './request.ts';

export type RouteIdentity = Pick<RouteDef, 'method' | 'base' | 'path'>;

/** The part of the key every cached answer of a route shares. */
const routeKeyOf = (route: RouteIdentity) => [route.method, route.base, route.path] as const;

/** The key of a route's answer to one input: two calls share it only when they are the same call. */
export const queryKeyOf = (route: RouteIdentity, input: CallInput<Schema, Schema, Schema> = {}) => [...routeKeyOf(route), input] as const;

/** The query of one call, for `useQueries`. */
export function callQuery<Q extends Schema, B extends Schema, P extends Schema, R extends Schema>(route: RouteDef<Q, B, P, R>, input: CallInput<Q, B, P> = {}) {
  return { queryKey: queryKeyOf(route, input), queryFn: () => call(route, input) };
}

type CallOptions<R, Data> = Omit<UseQueryOptions<Output<R>, Error, Data>, 'queryKey' | 'queryFn'>;

/** The answer of one call, cached under the key of its route and input. */
export function useCall<Q extends Schema, B extends Schema, P extends Schema, R extends Schema, Data = Output<R>>(
  route: RouteDef<Q, B, P, R>,
  input: CallInput<Q, B, P> = {},
  options: CallOptions<R, Data> = {},
): UseQueryResult<Data, Error> {
  return useQuery({ ...options, ...callQuery(route, input) });
}

/** Marks every cached answer of the routes stale, whatever their input: those shown are asked again. */
export function useInvalidate(): (...routes: RouteIdentity[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async (...routes) => {
    await Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: routeKeyOf(route) })));
  }, [queryClient]);
}
