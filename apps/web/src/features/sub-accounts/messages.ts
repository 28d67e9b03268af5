import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    userSub: {
      record: '子账号', username: '用户名', password: '密码', name: '姓名', phone: '手机号', email: '邮箱', enabled: '状态', createdAt: '创建时间',
      hint: '子账号使用主账号的公司和地区，只能使用为其分配的、主账号可用的应用。停用或重置密码后，其登录立即失效。',
      resetPassword: '重置密码', resetConfirm: '确定重置子账号“{{name}}”的密码吗？其登录将立即失效。', passwordReset: '“{{name}}”的新密码',
      passwordShownOnce: '此密码只显示这一次，关闭后无法再查看。请复制后交给子账号使用者，并提醒其登录后修改。', copy: '复制', copied: '已复制',
      products: '应用分配', productsTitle: '应用分配：{{name}}', productsHint: '勾选的应用分配给该子账号使用；可分配的是主账号自己可用的 SaaS 应用。',
      saasProducts: 'SaaS 应用',
    },
  },
  {
    userSub: {
      record: 'sub-account', username: 'Username', password: 'Password', name: 'Name', phone: 'Mobile', email: 'Email', enabled: 'Status', createdAt: 'Created',
      hint: 'Sub-accounts share the company and region of the main account and may use only the applications given to them from those the main account may use. Disabling one or resetting its password signs it out at once.',
      resetPassword: 'Reset password', resetConfirm: 'Reset the password of the sub-account “{{name}}”? It is signed out at once.', passwordReset: 'New password of “{{name}}”',
      passwordShownOnce: 'This password is shown only this once and cannot be viewed again after closing. Copy it for the person using the sub-account and ask them to change it after signing in.', copy: 'Copy', copied: 'Copied',
      products: 'Applications', productsTitle: 'Applications of {{name}}', productsHint: 'The checked applications are given to this sub-account; those offered are the SaaS applications the main account may use.',
      saasProducts: 'SaaS applications',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
