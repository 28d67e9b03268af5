import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    social: {
      record: '社交账号绑定', user: '账号', provider: '登录方式', displayName: '第三方账号', subject: '第三方标识', createdAt: '绑定时间',
      providers: { wechat: '微信', github: 'GitHub', oidc: 'OpenID Connect' },
      settings: '登录方式设置', enabled: '启用', buttonName: '登录页按钮名称', save: '保存', saved: '已保存',
      clientIds: { wechat: 'AppID', github: 'Client ID', oidc: 'Client ID' },
      secrets: { wechat: 'AppSecret', github: 'Client secret', oidc: 'Client secret' },
      secretKept: '已保存密钥；留空则保持不变', issuer: '签发者（Issuer）', issuerHint: '将从 <Issuer>/.well-known/openid-configuration 读取接口地址',
      endpoint: '接口地址（可选）', endpointHint: '通过代理访问时填写，代替该服务的所有地址；留空使用官方地址',
      callbackUrl: '回调地址', callbackHint: '在该登录服务中登记此地址为授权回调地址（redirect URI）',
    },
    relate: {
      title: '绑定账号', unbound: '{{provider}}账号“{{name}}”尚未绑定控制台账号。输入要绑定的账号和密码，绑定后即登录，以后可直接用它登录。',
      username: '用户名', password: '密码', usernameRequired: '请输入用户名', passwordRequired: '请输入密码', bind: '绑定并登录',
      refused: '无法通过第三方账号登录', failed: '登录失败，请稍后再试', noCode: '缺少登录凭据，请重新从登录页选择第三方账号登录',
      toLogin: '返回登录页', signingIn: '正在登录…',
    },
  },
  {
    social: {
      record: 'Social account binding', user: 'Account', provider: 'Sign-in with', displayName: 'Outside account', subject: 'Outside ID', createdAt: 'Bound at',
      providers: { wechat: 'WeChat', github: 'GitHub', oidc: 'OpenID Connect' },
      settings: 'Sign-in providers', enabled: 'Enabled', buttonName: 'Button name on the sign-in page', save: 'Save', saved: 'Saved',
      clientIds: { wechat: 'AppID', github: 'Client ID', oidc: 'Client ID' },
      secrets: { wechat: 'AppSecret', github: 'Client secret', oidc: 'Client secret' },
      secretKept: 'A secret is saved; leave blank to keep it', issuer: 'Issuer', issuerHint: 'Its endpoints are read from <issuer>/.well-known/openid-configuration',
      endpoint: 'Endpoint (optional)', endpointHint: "Through a proxy: an address standing in for all of the provider's; blank for its own",
      callbackUrl: 'Callback address', callbackHint: 'Register this address as the redirect URI at the provider',
    },
    relate: {
      title: 'Bind your account', unbound: 'The {{provider}} account "{{name}}" is not bound to a console account yet. Sign in to the account to bind it to; next time it signs you in directly.',
      username: 'Username', password: 'Password', usernameRequired: 'Enter your username', passwordRequired: 'Enter your password', bind: 'Bind and sign in',
      refused: 'Cannot sign in with that account', failed: 'Sign-in failed; try again later', noCode: 'The sign-in is missing its code: choose the outside account again on the sign-in page',
      toLogin: 'Back to sign-in', signingIn: 'Signing you in…',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
