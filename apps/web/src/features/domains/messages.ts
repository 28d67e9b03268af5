import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    domains: {
      record: '域名', domain: '域名', appId: '应用 ID', title: '标题', logo: 'Logo', ownerName: '所属用户', ownerPlaceholder: '输入姓名搜索',
      enabled: '状态', remark: '备注', createdAt: '创建时间',
    },
  },
  {
    domains: {
      record: 'domain', domain: 'Domain', appId: 'Application ID', title: 'Title', logo: 'Logo', ownerName: 'Owner', ownerPlaceholder: 'Type a name to search',
      enabled: 'Status', remark: 'Remark', createdAt: 'Created',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
