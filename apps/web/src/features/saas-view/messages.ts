import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    saasView: {
      title: '选择产品主题', hint: '选择要进入的产品，下次登录时默认进入上次选择的产品。', current: '当前使用', enter: '进入', opening: '正在进入…',
      empty: '暂无可用的产品', emptyMain: '您的账号尚未开通产品，请联系平台管理员开通。', emptySub: '主账号尚未给您分配产品，请联系主账号管理员。',
    },
  },
  {
    saasView: {
      title: 'Choose a product', hint: 'Choose the product to work in; the next sign-in opens the one you chose last.', current: 'In use', enter: 'Open', opening: 'Opening…',
      empty: 'No products yet', emptyMain: 'Your account has no products yet: ask the platform administrator to add some.',
      emptySub: 'Your main account has not given you any products yet: ask its administrator.',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
