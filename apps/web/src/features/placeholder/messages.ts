import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    placeholder: { title: '页面建设中', description: '“{{title}}”页面尚未建成，敬请期待。', back: '返回首页' },
  },
  {
    placeholder: { title: 'Under construction', description: 'The “{{title}}” page is not built yet.', back: 'Back to home' },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
