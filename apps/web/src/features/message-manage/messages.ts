import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    messageManage: {
      record: '通知', title: '标题', content: '内容', audience: '接收范围', recipients: '接收人数', readCount: '已读人数', createBy: '发送人', createTime: '发送时间',
      audiences: { all: '全体用户', users: '指定用户', roles: '指定角色', departments: '指定部门' },
      users: '接收用户', roles: '接收角色', departments: '接收部门', departmentsHint: '含下级部门', userSearch: '输入姓名搜索',
      targetsRequired: '请选择{{label}}',
      send: '发送通知', sent: '通知已发送',
    },
  },
  {
    messageManage: {
      record: 'notice', title: 'Title', content: 'Content', audience: 'Audience', recipients: 'Recipients', readCount: 'Read', createBy: 'Sender', createTime: 'Sent',
      audiences: { all: 'Everyone', users: 'Users', roles: 'Roles', departments: 'Departments' },
      users: 'Users', roles: 'Roles', departments: 'Departments', departmentsHint: 'Sub-departments included', userSearch: 'Type a name to search',
      targetsRequired: 'Choose at least one: {{label}}',
      send: 'Send a notice', sent: 'Notice sent',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
