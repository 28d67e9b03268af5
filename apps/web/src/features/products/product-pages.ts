import { flattenPages } from '@console/contract';

const urlOf = (page: string) => flattenPages().find(({ name }) => name === page)!.url;

export const PRODUCTS_URL = urlOf('product-manage');
/** The configuration of one application: a hidden page of its own, with its own role. */
export const CONFIG_PAGE = 'product-config';
export const CONFIG_URL = urlOf(CONFIG_PAGE);
/** The menus page, showing the menus of the application named by `?appId=`. */
export const menusUrlOf = (appId: string) => `${urlOf('menu-manage')}?appId=${encodeURIComponent(appId)}`;
/** Whose roles may open the menus page. */
export const MENUS_PAGE = 'menu-manage';
