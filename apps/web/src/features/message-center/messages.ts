import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    messageCenter: {
      title: '标题', type: '类型', content: '内容', status: '状态', read: '已读', unread: '未读', sender: '发送人', createTime: '发送时间',
      startTime: '开始日期', endTime: '结束日期', empty: '暂无消息',
      clearSelected: '清除选中', clearSelectedConfirm: '确定清除选中的 {{count}} 条消息吗？',
      clearListed: '清除本页', clearListedConfirm: '确定清除本页的 {{count}} 条消息吗？', cleared: '已清除 {{count}} 条消息',
    },
  },
  {
    messageCenter: {
      title: 'Title', type: 'Type', content: 'Content', status: 'Status', read: 'Read', unread: 'Unread', sender: 'From', createTime: 'Sent',
      startTime: 'From day', endTime: 'To day', empty: 'No messages',
      clearSelected: 'Clear selected', clearSelectedConfirm: 'Clear the {{count}} selected messages?',
      clearListed: 'Clear this page', clearListedConfirm: 'Clear the {{count}} messages of this page?', cleared: '{{count}} messages cleared',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
