import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    users: {
      record: '用户', username: '用户名', password: '密码', name: '姓名', phone: '手机号', email: '邮箱', departmentName: '部门',
      roleNames: '角色', userType: '用户类型', subAccountType: '客户子账号', enabled: '状态',
      createdAt: '创建时间', avatar: '头像',
      enable: '启用', disable: '停用', enableConfirm: '确定启用用户“{{name}}”吗？', disableConfirm: '确定停用用户“{{name}}”吗？停用后其登录立即失效。',
      resetPassword: '重置密码', resetConfirm: '确定重置用户“{{name}}”的密码吗？', passwordReset: '“{{name}}”的新密码',
      twoFactor: '两步验证', twoFactorOn: '已启用', twoFactorOff: '未启用', resetTwoFactor: '重置两步验证', twoFactorResetDone: '已清除“{{name}}”的两步验证',
      resetTwoFactorConfirm: '确定清除“{{name}}”的验证器和恢复码吗？仅在其手机和恢复码都丢失时使用；其角色要求两步验证时，下次登录须重新绑定。',
      passwordShownOnce: '此密码只显示这一次，关闭后无法再查看。请复制后交给用户，并提醒其登录后修改。', copy: '复制', copied: '已复制',
    },
    departmentStaff: { tree: '部门', chooseOne: '请在左侧选择部门' },
  },
  {
    users: {
      record: 'user', username: 'Username', password: 'Password', name: 'Name', phone: 'Mobile', email: 'Email', departmentName: 'Department',
      roleNames: 'Roles', userType: 'User type', subAccountType: 'Customer sub-account', enabled: 'Status',
      createdAt: 'Created', avatar: 'Avatar',
      enable: 'Enable', disable: 'Disable', enableConfirm: 'Enable the user “{{name}}”?', disableConfirm: 'Disable the user “{{name}}”? Their sign-in ends at once.',
      resetPassword: 'Reset password', resetConfirm: 'Reset the password of “{{name}}”?', passwordReset: 'New password of “{{name}}”',
      twoFactor: 'Two-factor', twoFactorOn: 'On', twoFactorOff: 'Off', resetTwoFactor: 'Reset two-factor', twoFactorResetDone: 'Two-factor sign-in of “{{name}}” removed',
      resetTwoFactorConfirm: 'Remove the authenticator and recovery codes of “{{name}}”? Only when both the phone and the codes are lost; if a role requires two factors, they set one up at their next sign-in.',
      passwordShownOnce: 'This password is shown only this once and cannot be viewed again after closing. Copy it for the user and ask them to change it after signing in.', copy: 'Copy', copied: 'Copied',
    },
    departmentStaff: { tree: 'Departments', chooseOne: 'Choose a department on the left' },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
