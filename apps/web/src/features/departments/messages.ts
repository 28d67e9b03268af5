import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    departments: {
      record: '部门', name: '部门名称', parentId: '上级部门', topLevel: '顶级部门', leader: '负责人', phone: '联系电话',
      memberCount: '人数', sort: '排序', enabled: '状态', createdAt: '创建时间',
      move: '移动', moveTitle: '移动部门“{{name}}”', newParent: '移动到', moved: '移动成功',
    },
  },
  {
    departments: {
      record: 'department', name: 'Name', parentId: 'Parent department', topLevel: 'Top level', leader: 'Head', phone: 'Phone',
      memberCount: 'Members', sort: 'Order', enabled: 'Status', createdAt: 'Created',
      move: 'Move', moveTitle: 'Move the department “{{name}}”', newParent: 'Move under', moved: 'Moved',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
