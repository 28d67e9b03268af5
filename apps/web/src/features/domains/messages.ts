import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    domains: {
      record: '域名', domain: '域名', appId: '应用 ID', title: '标题', logo: 'Logo', owner: '所属用户', ownerPlaceholder: '输入姓名搜索',
      status: '状态', remark: '备注', createdAt: '创建时间',
    },
  },
  {
    domains: {
      record: 'domain', domain: 'Domain', appId: 'Application ID', title: 'Title', logo: 'Logo', owner: 'Owner', ownerPlaceholder: 'Type a name to search',
      status: 'Status', remark: 'Remark', createdAt: 'Created',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
