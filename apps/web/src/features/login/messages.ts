import { bilingual } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    login: {
      title: '后台管理系统', username: '用户名', password: '密码', captcha: '验证码', submit: '登录',
      usernameRequired: '请输入用户名', passwordRequired: '请输入密码', captchaRequired: '请输入验证码',
      refreshCaptcha: '看不清？换一张', smsLogin: '短信登录',
    },
    sms: {
      title: '短信登录', phone: '手机号', code: '短信验证码', send: '获取验证码', resendIn: '{{seconds}} 秒后重新获取',
      sent: '验证码已发送，5 分钟内有效', phoneInvalid: '请输入以 1 开头的 11 位手机号', codeInvalid: '请输入 6 位短信验证码', passwordLogin: '账号密码登录',
    },
  },
  {
    login: {
      title: 'Back-office Console', username: 'Username', password: 'Password', captcha: 'Captcha', submit: 'Sign in',
      usernameRequired: 'Enter your username', passwordRequired: 'Enter your password', captchaRequired: 'Enter the captcha',
      refreshCaptcha: 'Hard to read? Get another', smsLogin: 'Sign in by SMS',
    },
    sms: {
      title: 'Sign in by SMS', phone: 'Mobile number', code: 'SMS code', send: 'Send code', resendIn: 'Again in {{seconds}} s',
      sent: 'Code sent; it is valid for 5 minutes', phoneInvalid: 'Enter an 11-digit mobile number starting with 1', codeInvalid: 'Enter the 6-digit SMS code', passwordLogin: 'Sign in with a password',
    },
  },
);
