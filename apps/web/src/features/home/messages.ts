import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    home: {
      welcome: '欢迎回来，{{name}}', description: '一览人才服务信息化平台后台管理系统', pages: '功能入口', more: '查看全部',
      todos: '未读待办', noTodos: '没有未读的待办', notices: '最新通知', noNotices: '暂无通知',
      shortcuts: '我的应用', noShortcuts: '尚未固定应用，可在顶栏的“+”中选择', websites: '我的网站',
      figures: '平台概况', refreshEvery: '每 {{seconds}} 秒刷新', users: '用户总数', signedIn: '在线用户', applications: '应用数', todosToday: '今日待办',
      messagesByDay: '每日消息', usersByDay: '新增用户', chartSummary: '近 {{days}} 天每日消息数与新增用户数',
    },
  },
  {
    home: {
      welcome: 'Welcome back, {{name}}', description: 'Back-office console of the talent-service platform', pages: 'Pages', more: 'View all',
      todos: 'Unread to-dos', noTodos: 'No unread to-dos', notices: 'Latest notices', noNotices: 'No notices yet',
      shortcuts: 'My applications', noShortcuts: 'None pinned yet: choose them with the “+” of the top bar', websites: 'My websites',
      figures: 'Platform figures', refreshEvery: 'Refreshed every {{seconds}} s', users: 'Users', signedIn: 'Signed in', applications: 'Applications', todosToday: 'To-dos today',
      messagesByDay: 'Messages per day', usersByDay: 'New users', chartSummary: 'Messages and new users per day, last {{days}} days',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
