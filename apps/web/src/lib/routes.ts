import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface RouteMeta {
  title: string;
  titleEn?: string;
  icon?: string;
  roles?: string[];
  /** The tag of this page cannot be closed. */
  affix?: boolean;
  /** Rendered without navbar and sidebar. */
  notShowMenu?: boolean;
  /** The menu item to highlight while this (hidden) page is shown. */
  activeMenu?: string;
  /** Not kept alive when its tag is left. */
  noCache?: boolean;
  /** No feature implements the page yet: it shows the placeholder, and the menu and home page say so. */
  unbuilt?: boolean;
}

export type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * What a page asks the server for first, started as soon as its code is in, before it renders: the
 * page then renders with the answer, or is already waiting for it. `address` is the query of the
 * address the page opens at.
 */
export type PagePrefetch = (queryClient: QueryClient, address: URLSearchParams) => void;

/** A page's module, loaded when the page is first wanted: each page stays a chunk of its own. */
export type PageLoader = () => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>;

/** A lazily loaded page that can start loading before it renders, as soon as its route is known. */
export type PreparedPage = LazyExoticComponent<ComponentType> & { prepare(): void };

/** Starts loading a route's page when it can be, so that its code does not wait for the layout around it. */
export function preparePage(page: PageComponent | undefined): void {
  if (page && 'prepare' in page && typeof page.prepare === 'function') page.prepare();
}

/** One route of the console; paths are absolute. */
export interface AppRoute {
  path: string;
  name?: string;
  redirect?: string;
  hidden?: boolean;
  /** Reachable without signing in. */
  public?: boolean;
  meta?: RouteMeta;
  component?: PageComponent;
  children?: AppRoute[];
  /** An address outside the console (a menu page of an administrator's): the menu opens it in a new tab; no page here. */
  href?: string;
}

export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** The pages the menu offers, in menu order: not hidden themselves, nor in a hidden area; those at an external address too. */
export const menuPages = (routes: readonly AppRoute[]): AppRoute[] =>
  routes.filter((route) => !route.hidden).flatMap((route) => [...(route.component || route.href ? [route] : []), ...menuPages(route.children ?? [])]);

/** The sign-in page, coming back to `target` afterwards. */
export const loginPathFor = (target: string) => `/login?redirect=${encodeURIComponent(target)}`;

/** The message centre: every message of the user, where the top bar's to-dos lead. */
export const MESSAGE_CENTRE_PATH = '/message-center';

/** The routes of the signed-in user: those everyone has, and those their roles give. */
export interface RouteTable {
  constant: readonly AppRoute[];
  permission: readonly AppRoute[];
}

export const RouteTableContext = createContext<RouteTable>({ constant: [], permission: [] });

export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}
