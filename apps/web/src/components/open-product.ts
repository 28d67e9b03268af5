import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_APP_IDS, TOP_BAR_ROUTES } from '@console/contract';
import { flattenRoutes, useRouteTable, type AppRoute } from '../lib/routes.ts';
import { useActiveProduct } from '../stores/active-product.store.ts';
import { usePinnedProducts } from './product-queries.ts';

/** What opening an application needs. */
export interface ProductTarget {
  id: number;
  appId: string;
  productName: string;
  productBackUrl: string;
}

export type Destination = { kind: 'route'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

const isExternal = (appId: string) => (EXTERNAL_APP_IDS as readonly string[]).includes(appId);

/**
 * Where an application leads: the console's route named after it (the applications view is the
 * route named `apps`; some applications name another route), else its own address — a path of the
 * console (`/…`) or a site of its own. External applications always leave for their address.
 */
export function destinationOf(appId: string, productBackUrl: string, routes: readonly AppRoute[]): Destination {
  const routeName = TOP_BAR_ROUTES[appId] ?? appId;
  const route = isExternal(appId) ? undefined : flattenRoutes(routes).find((candidate) => candidate.name === routeName && !candidate.href);
  if (route) return { kind: 'route', path: route.path };
  if (productBackUrl.startsWith('/') && !productBackUrl.startsWith('//')) return { kind: 'route', path: productBackUrl };
  return productBackUrl ? { kind: 'external', url: productBackUrl } : { kind: 'none' };
}

/**
 * Opens an application as the top bar does. Only the routes the user may see are looked at, so an
 * application whose page the user cannot open falls back to its address. Opening a pinned
 * application inside the console makes its top-bar item the active one; an application at an
 * address of its own opens in a new tab, unable to reach back into the console (`noopener`).
 */
export function useOpenProduct(): (target: ProductTarget) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { constant, permission } = useRouteTable();
  const { data: pinned } = usePinnedProducts();
  const activate = useActiveProduct((state) => state.activate);

  return useCallback((target) => {
    const index = pinned?.findIndex((product) => product.id === target.id) ?? -1;
    const destination = destinationOf(target.appId, target.productBackUrl, [...constant, ...permission]);
    if (destination.kind === 'route') {
      activate(index >= 0 ? index : null);
      navigate(destination.path);
    } else if (destination.kind === 'external') {
      window.open(destination.url, '_blank', 'noopener');
    } else {
      void message.warning(t('productBar.cannotOpen', { name: target.productName }));
    }
  }, [pinned, constant, permission, activate, navigate, message, t]);
}
