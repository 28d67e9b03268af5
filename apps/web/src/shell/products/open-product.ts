import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_APP_IDS, TOP_BAR_ROUTES } from '@console/contract';
import { flattenRoutes } from '../../app/route-generation.ts';
import type { AppRoute } from '../../app/route-types.ts';
import { CONSTANT_ROUTES } from '../../app/routes.tsx';
import { useSession } from '../../stores/session.store.ts';
import { useActiveProduct } from './active-product.ts';
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
 * route named `apps`; some applications name another route), else its own address.
 * External applications always leave for their address.
 */
export function destinationOf(appId: string, productBackUrl: string, routes: readonly AppRoute[]): Destination {
  const routeName = TOP_BAR_ROUTES[appId] ?? appId;
  const route = isExternal(appId) ? undefined : flattenRoutes(routes).find((candidate) => candidate.name === routeName);
  if (route) return { kind: 'route', path: route.path };
  return productBackUrl ? { kind: 'external', url: productBackUrl } : { kind: 'none' };
}

/**
 * Opens an application as the top bar does. Only the routes the user may see are looked at, so an
 * application whose page the user cannot open falls back to its address. Opening a pinned
 * application inside the console makes its top-bar item the active one.
 */
export function useOpenProduct(): (target: ProductTarget) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const generated = useSession((state) => state.routes);
  const { data: pinned } = usePinnedProducts();
  const activate = useActiveProduct((state) => state.activate);

  return useCallback((target) => {
    const index = pinned?.findIndex((product) => product.id === target.id) ?? -1;
    const destination = destinationOf(target.appId, target.productBackUrl, [...CONSTANT_ROUTES, ...generated]);
    if (destination.kind === 'route') {
      activate(index >= 0 ? index : null);
      navigate(destination.path);
    } else if (destination.kind === 'external') {
      window.location.assign(destination.url);
    } else {
      void message.warning(t('productBar.cannotOpen', { name: target.productName }));
    }
  }, [pinned, generated, activate, navigate, message, t]);
}
