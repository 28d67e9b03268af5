import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    login: {
      title: '后台管理系统', username: '用户名', password: '密码', submit: '登录',
      usernameRequired: '请输入用户名', passwordRequired: '请输入密码', captchaRequired: '请输入验证码',
      smsLogin: '短信登录', forgotPassword: '忘记密码？',
      backToLogin: '返回登录', otherWays: '其他登录方式',
    },
  },
  {
    login: {
      title: 'Back-office Console', username: 'Username', password: 'Password', submit: 'Sign in',
      usernameRequired: 'Enter your username', passwordRequired: 'Enter your password', captchaRequired: 'Enter the captcha',
      smsLogin: 'Sign in by SMS', forgotPassword: 'Forgot your password?',
      backToLogin: 'Back to sign-in', otherWays: 'Or sign in with',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
