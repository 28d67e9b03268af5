import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    productCategories: {
      record: '应用分类', name: '分类名称', sort: '排序', enabled: '状态', productCount: '应用数',
      remark: '备注', createdAt: '创建时间',
    },
  },
  {
    productCategories: {
      record: 'application category', name: 'Name', sort: 'Order', enabled: 'Status', productCount: 'Applications',
      remark: 'Remark', createdAt: 'Created',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
