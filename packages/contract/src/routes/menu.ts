import { z } from 'zod';
import { defineDomain, defineRoute, onPage, onPages, SIGNED_IN } from '../route.ts';
import { isExternalUrl, PERM_TYPES, SYSTEM_APP_ID, type MenuType, type PermType } from '../pages.ts';
import { appId, flag, id, optional, systemMark, text, wholeNumber } from '../crud.ts';
import { defineCrud } from '../crud-declaration.ts';
import { MESSAGES } from '../messages.ts';
import { answeredAs } from '../record-form.ts';

export const MENU_TYPES = ['directory', 'page', 'button'] as const satisfies readonly MenuType[];

/** Icon names a menu may carry: the ones the web app's shell can draw. */
export const MENU_ICONS = [
  'apartment', 'api', 'appstore-add', 'appstore', 'book', 'branches', 'clock-circle', 'cloud', 'cloud-server', 'code',
  'dashboard', 'database', 'file-text', 'global', 'home', 'link', 'menu', 'message', 'read', 'setting', 'team', 'user', 'wechat',
] as const;

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

export interface MenuTreeItem extends MenuRecord {
  list: MenuTreeItem[];
}

export const menuTreeItem: z.ZodType<MenuTreeItem> = z.lazy(() => menuRecord.extend({ list: z.array(menuTreeItem) }));

/** A directory or page offered by a parent picker. */
export interface MenuOption {
  id: number;
  title: string;
  name: string;
  type: 'directory' | 'page';
  children: MenuOption[];
}

export const menuOption: z.ZodType<MenuOption> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), name: z.string(), type: z.enum(['directory', 'page']), children: z.array(menuOption) }),
);

/**
 * Why a menu's url does not suit its type: directories have a path of the console, pages a path or
 * an external address, buttons none.
 */
export function menuUrlProblem(type: MenuType, url: string): string | undefined {
  if (type === 'button') return url === '' ? undefined : MESSAGES.buttonHasNoUrl;
  if (type === 'page' && isExternalUrl(url)) return undefined;
  return url.startsWith('/') ? undefined : MESSAGES.menuUrlNotAPath;
}

/** Permission types as a form sends them (`view,add`) or an array in JSON; kept in the order of PERM_TYPES. */
export const permTypeList = answeredAs(z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((perm) => perm.trim()).filter((perm) => perm !== ''))
  .pipe(z.array(z.enum(PERM_TYPES)))
  .transform((perms): PermType[] => PERM_TYPES.filter((perm) => perms.includes(perm))), z.array(z.enum(PERM_TYPES)));

/** The menus of an application are read as a whole tree (`list`), so the declaration has no paged list. */
export const menusCrud = defineCrud({
  name: 'menu',
  page: 'menu-manage',
  noun: ['menu', 'menus', '菜单'],
  fields: {
    appId: appId.default(SYSTEM_APP_ID),
    parentId: optional(id),
    name: text(64).min(1).regex(/^[\w-]+$/, MESSAGES.inputRules.routeName),
    title: text(50).min(1),
    url: optional(text(200)),
    icon: optional(z.enum(MENU_ICONS)),
    type: z.enum(MENU_TYPES),
    permTypes: permTypeList.optional(),
    sort: wholeNumber(0, 9999).optional(),
    hidden: flag.optional(),
  },
  createOnly: ['appId'],
  nullable: ['parentId'],
  // The icon a menu keeps, whichever: a form offers the icons the web has.
  shownAs: { icon: z.string() },
  readOnly: {
    /** A page of the page list: its name, url, type and permission types stay. */
    system: systemMark,
  },
  timestamps: [],
  refineCreate: (body, ctx) => {
    const problem = menuUrlProblem(body.type, body.url ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
  },
  filters: {},
  sorts: ['id'],
  paths: { info: 'GET /menu/info', create: 'POST /menu/save', update: 'POST /menu/update', delete: 'POST /menu/delete' },
  unique: { name: { within: ['appId'], message: MESSAGES.menuNameTaken } },
  notFound: MESSAGES.menuNotFound,
});

export const menuRecord = menusCrud.record;
export type MenuRecord = z.infer<typeof menuRecord>;

export const menuRoutes = {
  ...menusCrud.routes,
  nav: defineRoute({
    method: 'GET', path: '/menu/nav/:appId', access: SIGNED_IN,
    title: '导航菜单', titleEn: 'Navigation menu',
    summary: "Menu tree of the signed-in user for one application, named by its appId or its numeric id",
    // The name first: pages ask by name, and a failed alternative costs a validation issue each time.
    params: z.strictObject({ appId: z.union([appId, id]) }),
    data: z.object({ menuList: z.array(navItem) }),
  }),
  list: defineRoute({
    method: 'GET', path: '/menu/list', access: onPage('menu-manage', 'view'),
    title: '菜单树', titleEn: 'Menu tree',
    summary: 'The whole menu tree of one application',
    query: z.strictObject({ appId: appId.default(SYSTEM_APP_ID) }),
    data: z.array(menuTreeItem),
  }),
  select: defineRoute({
    method: 'GET', path: '/menu/select', access: onPage('menu-manage', 'view'),
    title: '菜单选择树', titleEn: 'Menu picker',
    summary: 'Directories and pages of one application, as a tree for pickers',
    query: z.strictObject({ appId: appId.default(SYSTEM_APP_ID) }),
    data: z.array(menuOption),
  }),
  listByAppId: defineRoute({
    method: 'GET', path: '/menu/listByAppId', access: onPages(['menu-manage', 'product-config'], 'view'),
    title: '应用的菜单', titleEn: 'Menus of an application',
    summary: 'Every menu of one application, flat, in sort order',
    query: z.strictObject({ appId }), data: z.array(menuRecord),
  }),
};

export const menuDomain = defineDomain('menu', menuRoutes);
