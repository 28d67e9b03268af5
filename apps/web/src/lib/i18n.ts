import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from './storage.ts';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

const zhCN = {
  app: { title: '后台管理系统', sidebarTitle: '一览人才服务', sidebarSubtitle: '信息化平台' },
  login: {
    title: '后台管理系统', username: '用户名', password: '密码', captcha: '验证码', submit: '登录',
    usernameRequired: '请输入用户名', passwordRequired: '请输入密码', captchaRequired: '请输入验证码',
    refreshCaptcha: '看不清？换一张', smsLogin: '短信登录',
  },
  account: {
    changeTitle: '修改密码', forcedTitle: '请修改初始密码', forcedHint: '您正在使用管理员重置的一次性密码登录，修改密码后才能继续使用。',
    oldPassword: '原密码', newPassword: '新密码', confirm: '确认新密码', submit: '确定', changed: '密码已修改',
    oldRequired: '请输入原密码', newRule: '新密码至少 {{min}} 位', confirmRequired: '请再次输入新密码', mismatch: '两次输入的密码不一致',
    endOtherSessions: '同时退出其他设备上的登录',
  },
  nav: {
    overview: '总览', accountManage: '账号管理', roleManage: '角色管理', menuManage: '菜单管理',
    layoutSettings: '布局设置', changePassword: '修改密码', logout: '退出登录', language: '语言', todo: '待办', noTodo: '暂无待办事项',
    products: '我的应用', noProducts: '尚未选择应用', toggleSidebar: '收起/展开侧边栏', home: '首页',
    size: '布局大小', sizes: { middle: '默认', large: '大', small: '小' },
  },
  productBar: {
    more: '更多', edit: '编辑导航应用', loadFailed: '应用加载失败，点击重试', editorTitle: '编辑导航应用',
    editorHint: '拖动调整顺序，点击 × 移除，确定后保存。', move: '拖动排序：{{name}}', remove: '移除{{name}}',
    moveInstructions: '按空格键拿起应用，用方向键移动，再按空格键放下，按 Esc 取消。',
    pickedUp: '已拿起“{{name}}”，在第 {{position}} 位', movedTo: '“{{name}}”移到第 {{position}} 位',
    dropped: '“{{name}}”放在第 {{position}} 位', moveCancelled: '已取消移动“{{name}}”',
    pinPanel: '固定到导航', chosenCount: '已选 {{count}} / {{limit}}', save: '保存', close: '关闭',
    noneChosen: '请先选择一个应用!', limit: '最多选择{{limit}}个应用', saved: '添加成功!',
    noApplications: '暂无可用的应用', allApplications: '全部应用', pinned: '已固定到导航',
    search: '搜索应用', searchPlaceholder: '搜索应用', noMatch: '没有找到应用', cannotOpen: '“{{name}}”没有可打开的页面',
  },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有' },
  settings: {
    title: '系统布局配置', theme: '主题色', tagsView: '开启 Tags-View', fixedHeader: '固定 Header',
    sidebarLogo: '侧边栏 Logo', themeChanging: '正在切换主题...',
  },
  placeholder: { title: '页面建设中', description: '“{{title}}”页面尚未建成，敬请期待。', back: '返回首页' },
  notFound: { title: '404', description: '抱歉，您访问的页面不存在。', back: '返回首页' },
  home: { welcome: '欢迎回来，{{name}}', description: '一览人才服务信息化平台后台管理系统' },
  footer: { copyright: 'Copyright © {{year}} 一览人才服务 版权所有', icp: 'ICP备案信息', licence: '增值电信业务经营许可证' },
  request: { timeout: '请求超时', forbidden: '对不起没有权限操作!', expired: '登录已失效，请重新登录' },
  menus: {
    record: '菜单', title: '菜单名称', parent: '上级菜单', topLevel: '顶级菜单', name: '路由名称', url: '路径', icon: '图标',
    type: '类型', permTypes: '权限类型', sort: '排序', hidden: '隐藏',
    types: { directory: '目录', page: '页面', button: '按钮' },
    perms: { view: '查看', add: '新增', edit: '编辑', delete: '删除' },
    builtin: '内置', builtinFixed: '内置页面的路由名称、路径和类型不能修改',
    builtinUndeletable: '内置页面不能删除：删除后下次启动会重新创建',
  },
  departments: {
    record: '部门', name: '部门名称', parent: '上级部门', topLevel: '顶级部门', leader: '负责人', phone: '联系电话',
    memberCount: '人数', sort: '排序', status: '状态', createdAt: '创建时间',
    move: '移动', moveTitle: '移动部门“{{name}}”', newParent: '移动到', moved: '移动成功',
    tree: '部门', chooseOne: '请在左侧选择部门',
  },
  domains: {
    record: '域名', domain: '域名', appId: '应用 ID', title: '标题', logo: 'Logo', owner: '所属用户', ownerPlaceholder: '输入姓名搜索',
    status: '状态', remark: '备注', createdAt: '创建时间',
  },
  crud: {
    add: '新增', edit: '编辑', delete: '删除', bulkDelete: '批量删除', search: '搜索', reset: '重置', export: '导出',
    ok: '确定', cancel: '取消', actions: '操作', empty: '暂无数据', loadFailed: '加载失败', retry: '重试',
    yes: '是', no: '否', enabled: '已启用', disabled: '已停用', total: '共 {{total}} 条', required: '请填写{{label}}', tooShort: '至少 {{count}} 个字符', tooLong: '最多 {{count}} 个字符',
    createTitle: '新增{{title}}', editTitle: '编辑{{title}}', created: '新增成功', updated: '保存成功', deleted: '删除成功',
    addChild: '新增下级', deleteConfirm: '确定删除这条记录吗？', bulkDeleteConfirm: '确定删除选中的 {{count}} 条记录吗？',
    exported: '已导出 {{count}} 条', exportFailed: '导出失败',
    exportCapped: '共 {{total}} 条，超过导出上限，仅导出了前 {{max}} 条；请缩小搜索范围后分批导出',
    settings: '表格设置', columns: '显示列', density: '密度', densities: { large: '宽松', middle: '默认', small: '紧凑' },
    toggled: '状态已更新',
  },
  users: {
    title: '用户', username: '用户名', password: '密码', name: '姓名', phone: '手机号', email: '邮箱', department: '部门',
    roles: '角色', userType: '用户类型', userTypes: { staff: '员工', customer: '客户主账号' }, status: '状态',
    createdAt: '创建时间',
    enable: '启用', disable: '停用', enableConfirm: '确定启用用户“{{name}}”吗？', disableConfirm: '确定停用用户“{{name}}”吗？停用后其登录立即失效。',
    resetPassword: '重置密码', resetConfirm: '确定重置用户“{{name}}”的密码吗？', passwordReset: '“{{name}}”的新密码',
    passwordShownOnce: '此密码只显示这一次，关闭后无法再查看。请复制后交给用户，并提醒其登录后修改。', copy: '复制', copied: '已复制',
  },
  roles: {
    title: '角色', code: '编码', name: '名称', description: '描述', status: '状态',
    userCount: '用户数', createdAt: '创建时间',
    grant: '授权', grantTitle: '分配权限：{{name}}', grantHint: '勾选页面即授予查看权限，并同时勾选其上级目录；取消勾选会一并取消其下级。',
    save: '保存', close: '关闭', grantsSaved: '权限已保存',
    permTypes: { view: '查看', add: '新增', edit: '编辑', delete: '删除' },
    dataScope: '数据权限', dataScopeTitle: '数据权限：{{title}}', scope: '数据范围', departments: '部门', departmentsRequired: '请选择部门',
    dataScopeSaved: '数据权限已保存',
    scopes: { all: '全部', custom: '自定义部门', own_dept: '本部门', own_dept_below: '本部门及以下', own: '仅本人' },
    rules: '行规则', rulesTitle: '行规则：{{title}}', rulesNeedSave: '保存授权后才能设置行规则', rulesHint: '同一权限的规则需全部满足',
    addRule: '新增规则', editRule: '编辑规则', deleteRuleConfirm: '确定删除这条规则吗？',
    field: '字段', operator: '条件', value: '值', valuesHint: '多个值用英文逗号分隔',
    operators: { eq: '等于', ne: '不等于', contains: '包含', startsWith: '开头是', in: '属于其中之一', gt: '大于', lt: '小于' },
    ruleFields: { username: '用户名', name: '姓名', phone: '手机号', email: '邮箱', userType: '用户类型', enabled: '启用', departmentId: '部门编号' },
  },
  productCategories: {
    record: '应用分类', name: '分类名称', sort: '排序', status: '状态', productCount: '应用数',
    remark: '备注', createdAt: '创建时间',
  },
  products: {
    record: '应用', appId: '应用标识', productName: '应用名称', productBackUrl: '后台地址', category: '应用分类', icon: '图标', sort: '排序',
    status: '状态', description: '描述', parent: '上级应用', createdAt: '创建时间', configure: '配置',
    saas: 'SaaS 产品', saasTitle: 'SaaS 产品：{{name}}', saasRecord: 'SaaS 产品', saasTitleField: '标题',
    saasNone: '该应用尚未作为 SaaS 产品提供给客户账号', saasOffer: '提供为 SaaS 产品', saasRemove: '移除',
    saasRemoveConfirm: '确定不再把“{{name}}”作为 SaaS 产品提供吗？', saasRemoved: '已移除',
    data: '产品数据', dataEmpty: '暂无产品数据', dataKey: '键', dataValue: '值', dataAdd: '添加一项', dataRemove: '删除此项', dataSave: '保存产品数据',
    dataSaved: '产品数据已保存', dataKeyRequired: '请填写键', dataKeyRule: '以字母开头，只能包含字母、数字、_、. 和 -，最多 50 个字符', dataKeyTaken: '键不能重复',
  },
  productConfig: {
    title: '应用配置：{{name}}（{{appId}}）', hint: '为该应用各菜单的权限类型设置别名，留空则使用默认名称。', menu: '菜单', back: '返回应用管理',
    save: '保存', saved: '别名已保存', noProduct: '请从应用管理中选择要配置的应用', noMenus: '该应用还没有菜单',
  },
  productGrants: {
    action: '应用权限', title: '应用权限：{{name}}', saved: '应用权限已保存', uncategorised: '未分类', viaRoles: '通过角色获得',
    userHint: '勾选的应用直接授予该用户；通过角色获得的应用已勾选，不能在此取消。',
    roleHint: '勾选的应用授予该角色；应用下的页面再通过“授权”分配。', pageCount: '{{count}} 个页面',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
type Dictionary = Strings<typeof zhCN>;

const enUS: Dictionary = {
  app: { title: 'Back-office Console', sidebarTitle: 'Yilan Talent', sidebarSubtitle: 'Information Platform' },
  login: {
    title: 'Back-office Console', username: 'Username', password: 'Password', captcha: 'Captcha', submit: 'Sign in',
    usernameRequired: 'Enter your username', passwordRequired: 'Enter your password', captchaRequired: 'Enter the captcha',
    refreshCaptcha: 'Hard to read? Get another', smsLogin: 'Sign in by SMS',
  },
  account: {
    changeTitle: 'Change password', forcedTitle: 'Please change your one-time password', forcedHint: 'You signed in with a one-time password set by an administrator; change it to continue.',
    oldPassword: 'Current password', newPassword: 'New password', confirm: 'Confirm new password', submit: 'OK', changed: 'Password changed',
    oldRequired: 'Enter your current password', newRule: 'At least {{min}} characters', confirmRequired: 'Enter the new password again', mismatch: 'The passwords do not match',
    endOtherSessions: 'Sign out on my other devices',
  },
  nav: {
    overview: 'Overview', accountManage: 'Accounts', roleManage: 'Roles', menuManage: 'Menus',
    layoutSettings: 'Layout settings', changePassword: 'Change password', logout: 'Sign out', language: 'Language', todo: 'To-dos', noTodo: 'Nothing to do',
    products: 'My applications', noProducts: 'No application chosen yet', toggleSidebar: 'Collapse or expand the sidebar', home: 'Home',
    size: 'Size', sizes: { middle: 'Default', large: 'Large', small: 'Small' },
  },
  productBar: {
    more: 'More', edit: 'Edit top-bar applications', loadFailed: 'Could not load applications; retry', editorTitle: 'Top-bar applications',
    editorHint: 'Drag to reorder, click × to remove, then confirm.', move: 'Drag to reorder: {{name}}', remove: 'Remove {{name}}',
    moveInstructions: 'Press space to pick up an application, move it with the arrow keys, press space again to drop it, or Escape to cancel.',
    pickedUp: 'Picked up “{{name}}” at position {{position}}', movedTo: '“{{name}}” moved to position {{position}}',
    dropped: '“{{name}}” dropped at position {{position}}', moveCancelled: 'Moving “{{name}}” was cancelled',
    pinPanel: 'Pin to top bar', chosenCount: '{{count}} of {{limit}} chosen', save: 'Save', close: 'Close',
    noneChosen: 'Choose an application first!', limit: 'At most {{limit}} applications', saved: 'Added!',
    noApplications: 'No application available', allApplications: 'All applications', pinned: 'Pinned to the top bar',
    search: 'Search applications', searchPlaceholder: 'Search applications', noMatch: 'No application found', cannotOpen: '“{{name}}” has no page to open',
  },
  tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close Others', closeAll: 'Close All' },
  settings: {
    title: 'Page style setting', theme: 'Theme colour', tagsView: 'Open Tags-View', fixedHeader: 'Fixed Header',
    sidebarLogo: 'Sidebar Logo', themeChanging: 'Switching theme...',
  },
  placeholder: { title: 'Under construction', description: 'The “{{title}}” page is not built yet.', back: 'Back to home' },
  notFound: { title: '404', description: 'Sorry, the page you visited does not exist.', back: 'Back to home' },
  home: { welcome: 'Welcome back, {{name}}', description: 'Back-office console of the talent-service platform' },
  footer: { copyright: 'Copyright © {{year}} Yilan Talent Service. All rights reserved.', icp: 'ICP filing', licence: 'Telecom business licence' },
  request: { timeout: 'Request timed out', forbidden: 'Sorry, you have no permission to do this!', expired: 'Your session has expired, please sign in again' },
  menus: {
    record: 'menu', title: 'Title', parent: 'Parent menu', topLevel: 'Top level', name: 'Route name', url: 'Path', icon: 'Icon',
    type: 'Type', permTypes: 'Permission types', sort: 'Order', hidden: 'Hidden',
    types: { directory: 'Directory', page: 'Page', button: 'Button' },
    perms: { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete' },
    builtin: 'Built-in', builtinFixed: 'The route name, path and type of a built-in page cannot be changed',
    builtinUndeletable: 'Built-in pages cannot be deleted: the next start would create them again',
  },
  departments: {
    record: 'department', name: 'Name', parent: 'Parent department', topLevel: 'Top level', leader: 'Head', phone: 'Phone',
    memberCount: 'Members', sort: 'Order', status: 'Status', createdAt: 'Created',
    move: 'Move', moveTitle: 'Move the department “{{name}}”', newParent: 'Move under', moved: 'Moved',
    tree: 'Departments', chooseOne: 'Choose a department on the left',
  },
  domains: {
    record: 'domain', domain: 'Domain', appId: 'Application ID', title: 'Title', logo: 'Logo', owner: 'Owner', ownerPlaceholder: 'Type a name to search',
    status: 'Status', remark: 'Remark', createdAt: 'Created',
  },
  crud: {
    add: 'Add', edit: 'Edit', delete: 'Delete', bulkDelete: 'Delete selected', search: 'Search', reset: 'Reset', export: 'Export',
    ok: 'OK', cancel: 'Cancel', actions: 'Actions', empty: 'No data', loadFailed: 'Failed to load', retry: 'Retry',
    yes: 'Yes', no: 'No', enabled: 'Enabled', disabled: 'Disabled', total: '{{total}} in total', required: 'Enter {{label}}', tooShort: 'At least {{count}} characters', tooLong: 'At most {{count}} characters',
    createTitle: 'Add {{title}}', editTitle: 'Edit {{title}}', created: 'Added', updated: 'Saved', deleted: 'Deleted',
    addChild: 'Add child', deleteConfirm: 'Delete this record?', bulkDeleteConfirm: 'Delete the {{count}} selected records?',
    exported: '{{count}} records exported', exportFailed: 'Export failed',
    exportCapped: '{{total}} records exceed the export limit; only the first {{max}} were exported. Narrow the search and export in parts.',
    settings: 'Table settings', columns: 'Columns', density: 'Density', densities: { large: 'Loose', middle: 'Default', small: 'Compact' },
    toggled: 'Status changed',
  },
  users: {
    title: 'user', username: 'Username', password: 'Password', name: 'Name', phone: 'Mobile', email: 'Email', department: 'Department',
    roles: 'Roles', userType: 'User type', userTypes: { staff: 'Staff', customer: 'Customer main account' }, status: 'Status',
    createdAt: 'Created',
    enable: 'Enable', disable: 'Disable', enableConfirm: 'Enable the user “{{name}}”?', disableConfirm: 'Disable the user “{{name}}”? Their sign-in ends at once.',
    resetPassword: 'Reset password', resetConfirm: 'Reset the password of “{{name}}”?', passwordReset: 'New password of “{{name}}”',
    passwordShownOnce: 'This password is shown only this once and cannot be viewed again after closing. Copy it for the user and ask them to change it after signing in.', copy: 'Copy', copied: 'Copied',
  },
  roles: {
    title: 'role', code: 'Code', name: 'Name', description: 'Description', status: 'Status',
    userCount: 'Users', createdAt: 'Created',
    grant: 'Permissions', grantTitle: 'Permissions of {{name}}', grantHint: 'Checking a page grants view on it and checks its directories; unchecking also unchecks what is below.',
    save: 'Save', close: 'Close', grantsSaved: 'Permissions saved',
    permTypes: { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete' },
    dataScope: 'Data scope', dataScopeTitle: 'Data scope: {{title}}', scope: 'Scope', departments: 'Departments', departmentsRequired: 'Choose departments',
    dataScopeSaved: 'Data scope saved',
    scopes: { all: 'All', custom: 'Chosen departments', own_dept: 'Own department', own_dept_below: 'Own department and below', own: 'Own records only' },
    rules: 'Row rules', rulesTitle: 'Row rules: {{title}}', rulesNeedSave: 'Save the permissions before adding row rules', rulesHint: 'A row must meet every rule of the permission',
    addRule: 'Add rule', editRule: 'Edit rule', deleteRuleConfirm: 'Delete this rule?',
    field: 'Field', operator: 'Condition', value: 'Value', valuesHint: 'Separate several values with commas',
    operators: { eq: 'equals', ne: 'differs from', contains: 'contains', startsWith: 'starts with', in: 'is one of', gt: 'greater than', lt: 'less than' },
    ruleFields: { username: 'Username', name: 'Name', phone: 'Mobile', email: 'Email', userType: 'User type', enabled: 'Enabled', departmentId: 'Department id' },
  },
  productCategories: {
    record: 'application category', name: 'Name', sort: 'Order', status: 'Status', productCount: 'Applications',
    remark: 'Remark', createdAt: 'Created',
  },
  products: {
    record: 'application', appId: 'Application ID', productName: 'Name', productBackUrl: 'Back-office address', category: 'Category', icon: 'Icon', sort: 'Order',
    status: 'Status', description: 'Description', parent: 'Parent application', createdAt: 'Created', configure: 'Configure',
    saas: 'SaaS product', saasTitle: 'SaaS product: {{name}}', saasRecord: 'SaaS product', saasTitleField: 'Title',
    saasNone: 'This application is not offered to customer accounts yet', saasOffer: 'Offer as a SaaS product', saasRemove: 'Remove',
    saasRemoveConfirm: 'Stop offering “{{name}}” as a SaaS product?', saasRemoved: 'Removed',
    data: 'Product data', dataEmpty: 'No product data', dataKey: 'Key', dataValue: 'Value', dataAdd: 'Add an entry', dataRemove: 'Remove this entry', dataSave: 'Save product data',
    dataSaved: 'Product data saved', dataKeyRequired: 'Enter a key', dataKeyRule: 'Start with a letter; letters, digits, _, . and - only; at most 50 characters', dataKeyTaken: 'Keys must be unique',
  },
  productConfig: {
    title: 'Configuration of {{name}} ({{appId}})', hint: 'Name the permission types of each menu of this application; leave blank to keep the default name.', menu: 'Menu',
    back: 'Back to applications', save: 'Save', saved: 'Aliases saved', noProduct: 'Choose the application to configure on the applications page', noMenus: 'This application has no menus yet',
  },
  productGrants: {
    action: 'Applications', title: 'Applications of {{name}}', saved: 'Applications saved', uncategorised: 'Uncategorised', viaRoles: 'through a role',
    userHint: 'Checked applications are granted to the user directly; those coming through roles are checked and cannot be unchecked here.',
    roleHint: 'Checked applications are granted to the role; their pages are then granted under Permissions.', pageCount: 'pages: {{count}}',
  },
};

export function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEYS.language);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : 'zh-CN';
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: storedLanguage(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  void i18n.changeLanguage(language);
}

export { i18n };
