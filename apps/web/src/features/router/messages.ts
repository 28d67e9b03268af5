import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    componentRoutes: {
      search: '按名称、标题或地址搜索', name: '路由名称', title: '标题', path: '地址', component: '组件', parent: '上级',
      type: '类型', directory: '目录', page: '页面', hidden: '隐藏', roles: '所需角色', anyone: '无（登录即可）', total: '共 {{count}} 个路由',
    },
  },
  {
    componentRoutes: {
      search: 'Search by name, title or path', name: 'Route name', title: 'Title', path: 'Path', component: 'Component', parent: 'Parent',
      type: 'Type', directory: 'Directory', page: 'Page', hidden: 'Hidden', roles: 'Roles needed', anyone: 'None (signed in)', total: '{{count}} routes',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
