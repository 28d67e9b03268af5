import { addMessages, bilingual, type MessagesOf } from '../../lib/i18n.ts';

/** The customer shell's strings: they come with its chunk, which staff never load. */
const messages = bilingual(
  {
    customer: {
      mainAccount: '主账号：{{name}}', subAccount: '子账号', themes: '我的产品', moreThemes: '更多产品', noThemes: '暂无可用产品',
      accountInfo: '账号信息', unread: '有未读的更新', loadFailed: '账号信息加载失败', retry: '重试',
    },
  },
  {
    customer: {
      mainAccount: 'Main account: {{name}}', subAccount: 'Sub-account', themes: 'My products', moreThemes: 'More products', noThemes: 'No products yet',
      accountInfo: 'Account info', unread: 'Unread updates', loadFailed: 'Your account could not be loaded', retry: 'Retry',
    },
  },
);
addMessages('customer-shell', messages);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
