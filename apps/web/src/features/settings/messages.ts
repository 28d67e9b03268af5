import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    configManage: {
      record: '配置', key: '键', name: '名称', type: '类型', dictType: '字典类型', value: '值', remark: '备注', updatedAt: '更新时间',
      types: { text: '文本', number: '数字', boolean: '是/否', json: 'JSON', dict: '字典值' },
      dictTypeHint: '类型为字典值时必填：值须是该字典的值之一', valueHint: '按类型校验；内置配置保存后立即在所有实例生效',
      systemUndeletable: '内置配置：产品依赖它，不能删除', systemFixed: '内置配置的键、类型和字典类型不能修改：产品按它读取配置', isDefault: '默认值',
      history: '历史', historyOf: '“{{key}}”的修改历史', oldValue: '原值', newValue: '新值', changedBy: '修改人', changedAt: '修改时间', noHistory: '还没有修改记录',
      securityHint: '密码策略、会话、登录验证码和日志保留由安全管理员在这里设置，保存后立即在所有实例生效；其他配置在“系统配置”中。每次修改都记入操作日志和配置的历史。',
    },
  },
  {
    configManage: {
      record: 'setting', key: 'Key', name: 'Name', type: 'Type', dictType: 'Dictionary', value: 'Value', remark: 'Remark', updatedAt: 'Updated',
      types: { text: 'Text', number: 'Number', boolean: 'Yes/no', json: 'JSON', dict: 'Dictionary value' },
      dictTypeHint: 'Needed for a dictionary value: the value must be one of that dictionary\'s values', valueHint: 'Checked by its type; a built-in setting takes effect on every instance once saved',
      systemUndeletable: 'A built-in setting: the product relies on it, so it cannot be deleted',
      systemFixed: 'A built-in setting keeps its key, type and dictionary: the product reads it by them', isDefault: 'Default',
      history: 'History', historyOf: 'Changes of “{{key}}”', oldValue: 'Old value', newValue: 'New value', changedBy: 'Changed by', changedAt: 'Changed', noHistory: 'No changes yet',
      securityHint: 'The security administrator sets the password policy, sessions, the sign-in captcha and how long logs are kept here; they take effect on every instance once saved. Other settings are under System configuration. Every change goes to the operation log and the setting\'s history.',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
