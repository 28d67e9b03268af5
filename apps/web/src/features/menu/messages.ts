import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    menus: {
      record: '菜单', title: '菜单名称', app: '所属应用', parentId: '上级菜单', topLevel: '顶级菜单', name: '路由名称', url: '路径', icon: '图标',
      urlHint: '以 / 开头，可从控制台的组件路由中选择；页面也可以是 http:// 或 https:// 开头的外部地址，在新标签页打开',
      type: '类型', permTypes: '权限类型', sort: '排序', hidden: '隐藏',
      systemFixed: '系统菜单的路由名称、路径、类型和权限类型不能修改：产品的页面和权限按它们识别',
      systemUndeletable: '系统菜单：产品的页面依赖它，不能删除',
    },
  },
  {
    menus: {
      record: 'menu', title: 'Title', app: 'Application', parentId: 'Parent menu', topLevel: 'Top level', name: 'Route name', url: 'Path', icon: 'Icon',
      urlHint: 'Starts with /, or pick one of the console\'s component routes; a page may also be an external address starting with http:// or https://, opened in a new tab',
      type: 'Type', permTypes: 'Permission types', sort: 'Order', hidden: 'Hidden',
      systemFixed: 'A system menu keeps its route name, path, type and permission types: the product knows its pages and permissions by them',
      systemUndeletable: 'A system menu: a page of the product relies on it, so it cannot be deleted',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
