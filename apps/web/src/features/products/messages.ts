import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    products: {
      record: '应用', appId: '应用标识', productName: '应用名称', productBackUrl: '后台地址', categoryName: '应用分类', icon: '图标', sort: '排序',
      enabled: '状态', description: '描述', parentName: '上级应用', createdAt: '创建时间', configure: '配置',
      saas: 'SaaS 产品', saasTitle: 'SaaS 产品：{{name}}', saasRecord: 'SaaS 产品', saasTitleField: '标题',
      saasNone: '该应用尚未作为 SaaS 产品提供给客户账号', saasOffer: '提供为 SaaS 产品', saasRemove: '移除',
      saasRemoveConfirm: '确定不再把“{{name}}”作为 SaaS 产品提供吗？', saasRemoved: '已移除',
      data: '产品数据', dataEmpty: '暂无产品数据', dataKey: '键', dataValue: '值', dataAdd: '添加一项', dataRemove: '删除此项', dataSave: '保存产品数据',
      dataSaved: '产品数据已保存', dataKeyRequired: '请填写键', dataKeyRule: '以字母开头，只能包含字母、数字、_、. 和 -，最多 50 个字符', dataKeyTaken: '键不能重复',
      accessKey: '接入密钥', keyTitle: '接入密钥：{{name}}', keyHint: '应用以应用标识和接入密钥（HTTP Basic）调用平台接口。', keyIssuedAt: '签发时间', keyNone: '尚未签发',
      keyIssue: '签发密钥', keyReissue: '重新签发', keyRevoke: '吊销密钥', keyIssued: '密钥已签发', keyRevoked: '密钥已吊销',
      keyReissueConfirm: '原密钥将立即失效，确定重新签发吗？', keyRevokeConfirm: '吊销后该应用将无法调用平台，确定吊销吗？', keyShownOnce: '密钥仅显示这一次，请立即复制保存。', keyName: '调用密钥',
      secretName: '签名登录密钥', secretHint: '应用用它对登录链接签名（HMAC-SHA256），把已在应用中登录的用户直接送入控制台（/loginSign），无需再输密码。',
      secretIssue: '签发密钥', secretReissue: '重新签发', secretRevoke: '吊销密钥', secretIssued: '签名登录密钥已签发', secretRevoked: '签名登录密钥已吊销',
      secretReissueConfirm: '原密钥签名的登录链接将立即失效，确定重新签发吗？', secretRevokeConfirm: '吊销后该应用的登录链接将无法登录，确定吊销吗？', secretShownOnce: '密钥仅显示这一次，请立即复制保存到应用的服务端。',
    },
    productConfig: {
      title: '应用配置：{{name}}（{{appId}}）', hint: '为该应用各菜单的权限类型设置别名，留空则使用默认名称。', menu: '菜单', type: '类型', back: '返回应用管理',
      save: '保存', saved: '别名已保存', noProduct: '请从应用管理中选择要配置的应用', noMenus: '该应用还没有菜单',
      noMenusAdd: '该应用还没有菜单，请在菜单管理中为它添加', manageMenus: '管理菜单',
    },
  },
  {
    products: {
      record: 'application', appId: 'Application ID', productName: 'Name', productBackUrl: 'Back-office address', categoryName: 'Category', icon: 'Icon', sort: 'Order',
      enabled: 'Status', description: 'Description', parentName: 'Parent application', createdAt: 'Created', configure: 'Configure',
      saas: 'SaaS product', saasTitle: 'SaaS product: {{name}}', saasRecord: 'SaaS product', saasTitleField: 'Title',
      saasNone: 'This application is not offered to customer accounts yet', saasOffer: 'Offer as a SaaS product', saasRemove: 'Remove',
      saasRemoveConfirm: 'Stop offering “{{name}}” as a SaaS product?', saasRemoved: 'Removed',
      data: 'Product data', dataEmpty: 'No product data', dataKey: 'Key', dataValue: 'Value', dataAdd: 'Add an entry', dataRemove: 'Remove this entry', dataSave: 'Save product data',
      dataSaved: 'Product data saved', dataKeyRequired: 'Enter a key', dataKeyRule: 'Start with a letter; letters, digits, _, . and - only; at most 50 characters', dataKeyTaken: 'Keys must be unique',
      accessKey: 'Access key', keyTitle: 'Access keys of {{name}}', keyHint: 'Sent with the application ID (HTTP Basic) when it calls the platform.', keyIssuedAt: 'Issued', keyNone: 'Not issued',
      keyIssue: 'Issue a key', keyReissue: 'Issue a new key', keyRevoke: 'Revoke the key', keyIssued: 'Key issued', keyRevoked: 'Key revoked',
      keyReissueConfirm: 'The current key stops working at once. Issue a new one?', keyRevokeConfirm: 'The application can no longer call the platform. Revoke the key?', keyShownOnce: 'The key is shown only this once: copy it now.', keyName: 'Calling key',
      secretName: 'Sign-in secret', secretHint: 'The application signs sign-in links with it (HMAC-SHA256) to send people already signed in there straight into the console (/loginSign), without a password.',
      secretIssue: 'Issue a secret', secretReissue: 'Issue a new secret', secretRevoke: 'Revoke the secret', secretIssued: 'Sign-in secret issued', secretRevoked: 'Sign-in secret revoked',
      secretReissueConfirm: 'Links signed with the current secret stop working at once. Issue a new one?', secretRevokeConfirm: "The application's sign-in links stop working. Revoke the secret?", secretShownOnce: "The secret is shown only this once: copy it to the application's server now.",
    },
    productConfig: {
      title: 'Configuration of {{name}} ({{appId}})', hint: 'Name the permission types of each menu of this application; leave blank to keep the default name.', menu: 'Menu', type: 'Type',
      back: 'Back to applications', save: 'Save', saved: 'Aliases saved', noProduct: 'Choose the application to configure on the applications page', noMenus: 'This application has no menus yet',
      noMenusAdd: 'This application has no menus yet; add them on the menus page', manageMenus: 'Manage menus',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
