import { addMessages, bilingual, type MessagesOf } from '../../lib/i18n.ts';

/**
 * The strings of the sign-in pages other than 登录 itself (SMS, a forgotten or expired password, a
 * signed link): each of those pages imports this module, so they come with its chunk, not with the
 * first screen.
 */
const messages = bilingual(
  {
    expired: { title: '密码已过期', hint: '账号 {{username}} 的密码已过期，请设置新密码，设置后即登录。', submit: '设置新密码并登录' },
    loginSign: { signingIn: '正在登录…', refused: '无法通过该链接登录', failed: '登录失败，请稍后再试', toLogin: '使用账号密码登录' },
    sms: {
      title: '短信登录', phone: '手机号',
      phoneInvalid: '请输入以 1 开头的 11 位手机号', codeInvalid: '请输入 6 位短信验证码', passwordLogin: '账号密码登录',
      resetTitle: '找回密码', resetSubmit: '重置密码',
    },
  },
  {
    expired: { title: 'Password expired', hint: 'The password of {{username}} has expired. Choose a new one to sign in.', submit: 'Set the new password and sign in' },
    loginSign: { signingIn: 'Signing you in…', refused: 'This link cannot sign you in', failed: 'Sign-in failed; try again later', toLogin: 'Sign in with a password' },
    sms: {
      title: 'Sign in by SMS', phone: 'Mobile number',
      phoneInvalid: 'Enter an 11-digit mobile number starting with 1', codeInvalid: 'Enter the 6-digit SMS code', passwordLogin: 'Sign in with a password',
      resetTitle: 'Reset your password', resetSubmit: 'Reset password',
    },
  },
);
addMessages('login-more', messages);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
