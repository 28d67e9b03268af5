import type { ComponentType, LazyExoticComponent } from 'react';

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
}

export type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;

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
}
