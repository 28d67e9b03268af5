import { z } from 'zod';
import { defineRoute, onPage, SIGNED_IN } from '../route.ts';
import { PERM_TYPES, SYSTEM_APP_ID } from '../pages.ts';

export interface NavItem {
  id: number;
  name: string;
  title: string;
  url: string;
  icon: string;
  type: 'directory' | 'page' | 'button';
  hidden: boolean;
  permTypes: string[];
  list: NavItem[];
}

export const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    url: z.string(),
    icon: z.string(),
    type: z.enum(['directory', 'page', 'button']),
    hidden: z.boolean(),
    permTypes: z.array(z.enum(PERM_TYPES)),
    list: z.array(navItem),
  }),
);

export const menuRoutes = {
  nav: defineRoute({
    method: 'GET', path: '/menu/nav/:appId', access: SIGNED_IN,
    summary: 'Menu tree of the signed-in user for one application',
    params: z.strictObject({ appId: z.string().min(1).max(64) }),
    data: z.object({ menuList: z.array(navItem) }),
  }),
  list: defineRoute({
    method: 'GET', path: '/menu/list', access: onPage('menu-manage', 'view'),
    summary: 'The whole menu tree of one application',
    query: z.strictObject({ appId: z.string().min(1).max(64).default(SYSTEM_APP_ID) }),
    data: z.array(navItem),
  }),
};
