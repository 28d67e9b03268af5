import { z } from 'zod';
import { textFilter } from '../crud.ts';
import type { ComponentRoute } from '../pages.ts';
import { defineDomain, defineRoute, onPages } from '../route.ts';

export const componentRouteRecord: z.ZodType<ComponentRoute> = z.object({
  name: z.string(),
  component: z.string(),
  title: z.string(),
  titleEn: z.string(),
  path: z.string(),
  parent: z.string().nullable(),
  type: z.enum(['directory', 'page', 'button']),
  hidden: z.boolean(),
  roles: z.array(z.string()),
});

/** The routes whose name, title or path contain a text (any letter case); all when it is blank. */
export function routesMatching(text: string | undefined, routes: readonly ComponentRoute[]): ComponentRoute[] {
  const wanted = text?.toLowerCase();
  if (!wanted) return [...routes];
  return routes.filter((route) => [route.name, route.title, route.titleEn, route.path].some((value) => value.toLowerCase().includes(wanted)));
}

export const routerRoutes = {
  list: defineRoute({
    method: 'GET', path: '/router/manager/list', access: onPages(['route-manage', 'menu-manage'], 'view'),
    title: '页面路由', titleEn: 'Page routes',
    summary: "The web app's component routes: every page it can render, with its path, component and the roles it needs",
    query: z.strictObject({ name: textFilter }), data: z.array(componentRouteRecord),
  }),
};

export const routerDomain = defineDomain('router', routerRoutes);
