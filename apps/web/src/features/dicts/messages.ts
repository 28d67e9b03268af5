import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    dicts: {
      dictionaries: '字典', search: '搜索名称或类型', add: '新增字典', edit: '编辑', delete: '删除', none: '还没有字典',
      chooseOne: '请在左侧选择一个字典', record: '字典', type: '类型', typeHint: '字母、数字和 _；页面按它读取字典项', name: '名称', sort: '排序', description: '描述',
      deleteConfirm: '确定删除字典“{{name}}”吗？', deleteWithEntries: '确定删除字典“{{name}}”及其 {{count}} 个字典项吗？删除后无法恢复。',
      entries: '{{name}}（{{type}}）的字典项',
      entry: '字典项', label: '标签', value: '值', enabled: '状态', color: '颜色', remark: '备注', createdAt: '创建时间',
      systemUndeletable: '系统字典：产品依赖它，不能删除', systemFixed: '系统字典的类型编码不能修改：产品按它读取字典项',
      systemEntryUndeletable: '系统字典项：产品依赖它，不能删除', systemEntryFixed: '系统字典项的值不能修改，也不能停用：产品依赖它',
      colors: {
        default: '默认', blue: '蓝', green: '绿', red: '红', orange: '橙', gold: '金', purple: '紫', cyan: '青', magenta: '品红',
        volcano: '火山', geekblue: '极客蓝', lime: '青柠',
      },
    },
    positionConfig: {
      title: '职业字典配置', product: '应用', chooseProduct: '请选择应用', hint: '勾选该应用提供的职业；职业本身在数据字典“occupation”中维护。',
      save: '保存', saved: '已保存', noOccupations: '职业字典还没有字典项', disabled: '已停用', selectedCount: '已选 {{count}} 项',
    },
  },
  {
    dicts: {
      dictionaries: 'Dictionaries', search: 'Search name or type', add: 'New dictionary', edit: 'Edit', delete: 'Delete', none: 'No dictionaries yet',
      chooseOne: 'Choose a dictionary on the left', record: 'dictionary', type: 'Type', typeHint: 'Letters, digits and _; pages read the entries by it', name: 'Name', sort: 'Order', description: 'Description',
      deleteConfirm: 'Delete the dictionary “{{name}}”?', deleteWithEntries: 'Delete the dictionary “{{name}}” and its {{count}} entries? This cannot be undone.',
      entries: 'Entries of {{name}} ({{type}})',
      entry: 'entry', label: 'Label', value: 'Value', enabled: 'Status', color: 'Colour', remark: 'Remark', createdAt: 'Created',
      systemUndeletable: 'A system dictionary: the product relies on it, so it cannot be deleted',
      systemFixed: 'The type code of a system dictionary cannot change: the product reads its entries by it',
      systemEntryUndeletable: 'A system entry: the product relies on it, so it cannot be deleted',
      systemEntryFixed: 'A system entry keeps its value and stays enabled: the product relies on it',
      colors: {
        default: 'Default', blue: 'Blue', green: 'Green', red: 'Red', orange: 'Orange', gold: 'Gold', purple: 'Purple', cyan: 'Cyan', magenta: 'Magenta',
        volcano: 'Volcano', geekblue: 'Geek blue', lime: 'Lime',
      },
    },
    positionConfig: {
      title: 'Occupation dictionary', product: 'Application', chooseProduct: 'Choose an application', hint: 'Tick the occupations this application offers; the occupations themselves are kept in the dictionary “occupation”.',
      save: 'Save', saved: 'Saved', noOccupations: 'The occupation dictionary has no entries yet', disabled: 'Disabled', selectedCount: '{{count}} chosen',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
