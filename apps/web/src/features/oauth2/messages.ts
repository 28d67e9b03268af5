import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    oauthClients: {
      record: '接入网站', name: '名称', logo: '图标地址', logoHint: 'http(s):// 地址，或本站的路径（如上传文件的地址）',
      clientId: 'Client ID', homeUrl: '首页地址', redirectUris: '回调地址',
      redirectUrisHint: '每行一个。必须是 https:// 地址；本机地址（localhost、127.0.0.1、[::1]）可以用 http://；不能含 #',
      scopes: '授权范围', scopesRequired: '请选择{{label}}', autoApproveScopes: '自动授权范围',
      autoApproveHint: '这些范围不再询问用户，直接授权；只能在已选的授权范围中选择',
      scopeNames: { openid: '身份（openid）', profile: '姓名和头像（profile）', email: '邮箱（email）', phone: '手机号（phone）' },
      tokenLifetimes: '令牌有效期', lifetimes: '访问 {{minutes}} 分钟 / 刷新 {{days}} 天',
      accessTokenMinutes: '访问令牌有效期（分钟）', refreshTokenDays: '刷新令牌有效期（天）',
      enabled: '状态', remark: '备注', createdAt: '创建时间', none: '无',
      secret: '密钥', newSecret: '新密钥', keepSecret: '留空则不变', generate: '生成密钥', regenerate: '生成新密钥',
      secretHint: '用“生成密钥”生成；自带的密钥至少 32 个字符', newSecretHint: '留空则不变；填写或生成新密钥后保存，旧密钥立即失效',
      shownOnce: '密钥只显示这一次，请立即复制', shownOnceDetail: '保存后不能再次查看。请复制后通过安全的渠道交给接入网站。',
      copy: '复制', copied: '已复制',
      assign: '按角色分配', assignTitle: '按角色分配接入网站', role: '角色', pickRole: '选择角色',
      assignHint: '勾选的接入网站显示为该角色用户的快捷入口', pickRoleFirst: '请先选择角色', noClients: '还没有接入网站',
      disabledClient: '已停用', assigned: '分配已保存', save: '保存', cancel: '取消',
      rotateKey: '更换签名密钥', rotated: '签名密钥已更换', rotateConfirm: '新签发的 ID 令牌将使用新密钥；旧密钥仍公布两天，已签发的令牌不受影响。确定更换？',
    },
    oauthConsent: {
      checking: '正在检查授权请求…', redirecting: '正在跳转…', title: '授权登录',
      asks: '“{{name}}”请求使用你的账号登录', signedInAs: '当前账号：{{name}}', willGet: '同意后，它将可以：',
      scopes: { openid: '确认你的身份', profile: '获取你的姓名和头像', email: '获取你的邮箱', phone: '获取你的手机号' },
      approve: '同意', deny: '拒绝', decision: '是否同意授权',
      failedTitle: '无法完成授权', badRequest: '授权请求不完整或无效：{{fields}}', unsafeRedirect: '跳转地址无效，已停止跳转',
      home: '返回首页',
    },
  },
  {
    oauthClients: {
      record: 'connected website', name: 'Name', logo: 'Logo URL', logoHint: 'An http(s):// address, or a path of this site (an uploaded file)',
      clientId: 'Client ID', homeUrl: 'Home page', redirectUris: 'Redirect URIs',
      redirectUrisHint: 'One a line. Each must be https://; local addresses (localhost, 127.0.0.1, [::1]) may use http://; no #',
      scopes: 'Scopes', scopesRequired: 'Choose the {{label}}', autoApproveScopes: 'Auto-approved scopes',
      autoApproveHint: 'Granted without asking the user; only among the scopes chosen',
      scopeNames: { openid: 'Identity (openid)', profile: 'Name and picture (profile)', email: 'Email (email)', phone: 'Phone number (phone)' },
      tokenLifetimes: 'Token lifetimes', lifetimes: 'Access {{minutes}} min / refresh {{days}} d',
      accessTokenMinutes: 'Access token lifetime (minutes)', refreshTokenDays: 'Refresh token lifetime (days)',
      enabled: 'Status', remark: 'Remark', createdAt: 'Created', none: 'None',
      secret: 'Secret', newSecret: 'New secret', keepSecret: 'Leave empty to keep it', generate: 'Generate secret', regenerate: 'Generate new secret',
      secretHint: 'Use “Generate secret”; a secret brought from elsewhere needs 32 characters or more',
      newSecretHint: 'Leave empty to keep it; once a new one is saved the old one stops working at once',
      shownOnce: 'The secret is shown only now: copy it', shownOnceDetail: 'It cannot be shown again once saved. Copy it and hand it to the website over a safe channel.',
      copy: 'Copy', copied: 'Copied',
      assign: 'Assign by role', assignTitle: 'Connected websites by role', role: 'Role', pickRole: 'Choose a role',
      assignHint: "The websites ticked show as shortcuts to the role's users", pickRoleFirst: 'Choose a role first', noClients: 'No connected websites yet',
      disabledClient: 'Disabled', assigned: 'Assignment saved', save: 'Save', cancel: 'Cancel',
      rotateKey: 'Rotate signing key', rotated: 'Signing key rotated', rotateConfirm: 'New ID tokens will be signed with a new key; the old key stays published for two days, so tokens already issued keep working. Rotate?',
    },
    oauthConsent: {
      checking: 'Checking the request…', redirecting: 'Redirecting…', title: 'Sign in with your account',
      asks: '“{{name}}” asks to sign you in with your account', signedInAs: 'Signed in as {{name}}', willGet: 'If you agree, it may:',
      scopes: { openid: 'Confirm who you are', profile: 'See your name and picture', email: 'See your email address', phone: 'See your phone number' },
      approve: 'Agree', deny: 'Refuse', decision: 'Your answer',
      failedTitle: 'The sign-in cannot go on', badRequest: 'The request is incomplete or invalid: {{fields}}', unsafeRedirect: 'The address to go to is not valid: not followed',
      home: 'Back to the home page',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
