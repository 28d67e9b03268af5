import { Activity, Suspense, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { CurrentRouteContext } from '../lib/current-route.ts';
import type { AppRoute } from '../lib/routes.ts';
import { useTags } from '../stores/tags.store.ts';

/** A route's page, with what shows while its code loads (a spinner unless told otherwise). */
export function PageHost({ route, loading }: { route: AppRoute; loading?: ReactNode }) {
  const Page = route.component;
  if (!Page) return null;
  return (
    <CurrentRouteContext.Provider value={route}>
      <Suspense fallback={loading ?? <Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <Page />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}

const nameOf = (route: AppRoute) => route.name ?? route.path;

/**
 * The page area. Pages whose tags are open stay mounted but hidden when left, so they keep their
 * state (cached by name unless marked no-cache); Refresh mounts a page anew.
 */
export function AppMain({ current }: { current: AppRoute }) {
  const cachedViews = useTags((state) => state.cachedViews);
  const refreshKeys = useTags((state) => state.refreshKeys);
  const [alive, setAlive] = useState<ReadonlyMap<string, AppRoute>>(new Map());

  const currentName = nameOf(current);
  const stale = [...alive.keys()].some((name) => name !== currentName && !cachedViews.includes(name));
  const missing = !current.meta?.noCache && alive.get(currentName) !== current;
  if (stale || missing) {
    const next = new Map([...alive].filter(([name]) => cachedViews.includes(name)));
    if (!current.meta?.noCache) next.set(currentName, current);
    setAlive(next);
  }

  const pages = alive.has(currentName) ? [...alive.values()] : [...alive.values(), current];
  return pages.map((route) => {
    const name = nameOf(route);
    return (
      <Activity key={`${name}:${refreshKeys[name] ?? 0}`} mode={name === currentName ? 'visible' : 'hidden'}>
        <PageHost route={route} />
      </Activity>
    );
  });
}
