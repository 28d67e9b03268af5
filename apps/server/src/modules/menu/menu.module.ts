import { SYSTEM_APP_ID } from '@console/contract';
import { menusCrud, type NavItem } from '@console/contract/menu';
import { crudHandlers } from '../../crud/crud-handlers.ts';
import { callerOf } from '../../http/access.ts';
import { defineModule } from '../../module.ts';
import { VersionedAnswers } from '../../platform/versioned-answers.ts';
import { MenusService } from './menu.service.ts';

export const menusModule = defineModule({
  name: 'menu',
  build: ({ db, services }) => {
    const menus = new MenusService(db);
    const navs = new VersionedAnswers<{ menuList: NavItem[] }>();
    return {
      provides: { menus },
      handlers: {
        menu: {
          ...crudHandlers(menusCrud, menus),
          nav: ({ params }, request) => {
            const { userId, accessVersion } = callerOf(request);
            const navOf = (appId: string) => navs.get(`${userId}:${appId}`, accessVersion, async () => ({ menuList: await menus.navFor(appId, await services.roles.menuGrantsOf(userId)) }));
            return typeof params.appId === 'number' ? menus.appIdOfProduct(params.appId).then(navOf) : navOf(params.appId);
          },
          list: async ({ query }) => menus.tree(query.appId),
          select: async ({ query }) => menus.options(query.appId),
          listByAppId: async ({ query }) => menus.listByApp(query.appId),
        },
      },
      /** The menu tree of every page of the console, added where missing. */
      seed: (tx) => menus.seedPages(tx, SYSTEM_APP_ID),
    };
  },
});
