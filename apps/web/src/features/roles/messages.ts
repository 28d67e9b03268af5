import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

/** The refusals of a list of sign-in addresses (the shared `refusals` gain them with this page): said in the reader's language. */
export const messages = bilingual(
  {
    refusals: {
      networkInvalid: '“{{entry}}”不是有效的 IP 地址或网段（例如 192.168.1.10、10.0.0.0/8、2001:db8::/32）',
      networkHostBits: '网段“{{entry}}”的主机位不为 0：应写作 {{network}}',
      networksLockOut: '保存后你当前的地址 {{ip}} 将不能再登录：请先把它加入列表',
    },
    roles: {
      record: '角色', code: '编码', name: '名称', description: '描述', enabled: '状态',
      userCount: '用户数', createdAt: '创建时间',
      requiresTwoFactor: '要求两步验证', twoFactorRequired: '要求', twoFactorNotRequired: '不要求',
      requiresTwoFactorHint: '持有该角色的账号登录时须输入验证器验证码，尚未绑定的须先绑定；不能取消自己所持角色的这一要求。',
      systemUndeletable: '内置角色：产品依赖它，不能删除', systemFixed: '内置角色的编码不能修改，也不能停用：产品依赖它',
      grant: '授权', grantTitle: '分配权限：{{name}}', grantHint: '勾选页面即授予查看权限，并同时勾选其上级目录；取消勾选会一并取消其下级。',
      save: '保存', close: '关闭', grantsSaved: '权限已保存',
      dataScope: '数据权限', dataScopeTitle: '数据权限：{{title}}', scope: '数据范围', departments: '部门', departmentsRequired: '请选择部门',
      dataScopeSaved: '数据权限已保存',
      scopes: { all: '全部', custom: '自定义部门', own_dept: '本部门', own_dept_below: '本部门及以下', own: '仅本人' },
      rules: '行规则', rulesTitle: '行规则：{{title}}', rulesNeedSave: '保存授权后才能设置行规则', rulesHint: '同一权限的规则需全部满足',
      addRule: '新增规则', editRule: '编辑规则', deleteRuleConfirm: '确定删除这条规则吗？',
      field: '字段', operator: '条件', value: '值', valuesHint: '多个值用英文逗号分隔',
      operators: { eq: '等于', ne: '不等于', contains: '包含', startsWith: '开头是', in: '属于其中之一', gt: '大于', lt: '小于' },
      ruleFields: { username: '用户名', name: '姓名', phone: '手机号', email: '邮箱', userType: '用户类型', enabled: '启用', departmentId: '部门编号' },
      networks: {
        column: '登录地址', any: '不限', action: '登录地址', title: '登录地址：{{name}}', field: '允许登录控制台的地址',
        hint: '持有该角色的用户只能从这些地址登录控制台：每行一个 IP 地址或网段（CIDR），IPv4 或 IPv6，最多 {{max}} 个。用户的每个设了地址的角色都必须允许其地址。保存后，从不再允许的地址登录的会话立即结束。',
        anywhere: '列表为空：从任何地址都可以登录', saved: '登录地址已保存',
      },
    },
  },
  {
    refusals: {
      networkInvalid: '“{{entry}}” is not a valid IP address or range (such as 192.168.1.10, 10.0.0.0/8, 2001:db8::/32)',
      networkHostBits: 'The range “{{entry}}” has host bits set: write it as {{network}}',
      networksLockOut: 'Once saved, your own address {{ip}} could no longer sign in: add it to the list first',
    },
    roles: {
      record: 'role', code: 'Code', name: 'Name', description: 'Description', enabled: 'Status',
      userCount: 'Users', createdAt: 'Created',
      requiresTwoFactor: 'Requires two factors', twoFactorRequired: 'Required', twoFactorNotRequired: 'Not required',
      requiresTwoFactorHint: 'Holders sign in with a code of their authenticator, setting one up first if they have none; nobody lifts this from a role they hold.',
      systemUndeletable: 'A built-in role: the product relies on it, so it cannot be deleted',
      systemFixed: 'A built-in role keeps its code and stays enabled: the product relies on it',
      grant: 'Permissions', grantTitle: 'Permissions of {{name}}', grantHint: 'Checking a page grants view on it and checks its directories; unchecking also unchecks what is below.',
      save: 'Save', close: 'Close', grantsSaved: 'Permissions saved',
      dataScope: 'Data scope', dataScopeTitle: 'Data scope: {{title}}', scope: 'Scope', departments: 'Departments', departmentsRequired: 'Choose departments',
      dataScopeSaved: 'Data scope saved',
      scopes: { all: 'All', custom: 'Chosen departments', own_dept: 'Own department', own_dept_below: 'Own department and below', own: 'Own records only' },
      rules: 'Row rules', rulesTitle: 'Row rules: {{title}}', rulesNeedSave: 'Save the permissions before adding row rules', rulesHint: 'A row must meet every rule of the permission',
      addRule: 'Add rule', editRule: 'Edit rule', deleteRuleConfirm: 'Delete this rule?',
      field: 'Field', operator: 'Condition', value: 'Value', valuesHint: 'Separate several values with commas',
      operators: { eq: 'equals', ne: 'differs from', contains: 'contains', startsWith: 'starts with', in: 'is one of', gt: 'greater than', lt: 'less than' },
      ruleFields: { username: 'Username', name: 'Name', phone: 'Mobile', email: 'Email', userType: 'User type', enabled: 'Enabled', departmentId: 'Department id' },
      networks: {
        column: 'Sign-in addresses', any: 'Any', action: 'Addresses', title: 'Sign-in addresses: {{name}}', field: 'Addresses allowed to sign in to the console',
        hint: "Holders of this role may sign in to the console only from these addresses: one IP address or range (CIDR) a line, IPv4 or IPv6, at most {{max}}. Every role of a user that has addresses must allow the user's address. Once saved, sessions opened from an address no longer allowed end at once.",
        anywhere: 'The list is empty: any address may sign in', saved: 'Sign-in addresses saved',
      },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
