import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    notFound: { title: '404', description: '抱歉，您访问的页面不存在。', back: '返回首页' },
  },
  {
    notFound: { title: '404', description: 'Sorry, the page you visited does not exist.', back: 'Back to home' },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
