import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    onlineUsers: {
      username: '用户名', name: '姓名', ip: 'IP 地址', userAgent: '浏览器', createdAt: '登录时间', lastSeenAt: '最近活动', actions: '操作',
      current: '当前会话', search: '搜索', total: '共 {{total}} 个会话',
      forceOut: '强制下线', forceOutConfirm: '强制“{{username}}”的这个会话下线？它的下一个请求将被要求重新登录。', isCurrent: '这是你当前的会话：请用“退出登录”结束它',
      hint: '所有账号未结束、未过期、未空闲超时的会话。强制下线立即结束该会话，并记入操作日志。',
    },
  },
  {
    onlineUsers: {
      username: 'Username', name: 'Name', ip: 'IP address', userAgent: 'Browser', createdAt: 'Signed in', lastSeenAt: 'Last active', actions: 'Actions',
      current: 'This session', search: 'Search', total: '{{total}} sessions',
      forceOut: 'Force out', forceOutConfirm: 'Force this session of “{{username}}” out? Its next request will have to sign in again.', isCurrent: 'This is your own session: end it with Sign out',
      hint: 'Every account\'s sessions that have not ended, expired or idled out. Forcing one out ends it at once and is recorded in the operation log.',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
