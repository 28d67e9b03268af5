import { addMessages, bilingual, type MessagesOf } from '../../lib/i18n.ts';

// Registered with the two-factor parts, which load only where they are used.
const messages = bilingual(
  {
    twoFactor: {
      title: '两步验证', on: '已启用', off: '未启用', since: '启用于 {{time}}', required: '您的角色要求两步验证',
      intro: '登录时除密码外，还要输入验证器 App 上每 30 秒更新的 6 位验证码：即使密码泄露，他人也无法登录。',
      recoveryLeft: '剩余恢复码 {{count}} 个', enable: '启用两步验证', rebind: '更换验证器', turnOff: '关闭',
      turnOffTitle: '关闭两步验证', turnOffHint: '关闭后登录只需要密码。请输入当前密码确认。',
      enrolTitle: '绑定验证器', forcedHint: '您的角色要求两步验证：绑定验证器后才能继续使用。',
      scan: '用验证器 App（如 Microsoft Authenticator、Google Authenticator、腾讯身份验证器）扫描二维码：',
      manual: '无法扫描时，在 App 中手动输入密钥：', qrLabel: '绑定验证器的二维码',
      enterCode: '输入 App 显示的 6 位验证码：', code: '验证码', codeRule: '请输入 6 位数字',
      currentPassword: '当前密码', currentPasswordHint: '更换验证器需要确认当前密码', passwordRequired: '请输入当前密码',
      confirm: '启用', cancel: '取消', copy: '复制', copied: '已复制',
      recoveryTitle: '保存恢复码',
      recoveryHint: '手机丢失或无法使用验证器时，可以用恢复码代替验证码登录。每个恢复码只能使用一次，而且只在这里显示这一次：请下载或抄写后妥善保存。',
      download: '下载', saved: '我已保存', recoveryFile: '恢复码',
      stepTitle: '两步验证', stepHint: '请输入验证器 App 上的 6 位验证码', recoveryStepHint: '请输入一个未使用过的恢复码',
      smsStepHint: '请输入发送到 {{phone}} 的短信验证码', recoveryCode: '恢复码', recoveryRule: '恢复码为 10 位字母或数字',
      verify: '验证', useRecovery: '使用恢复码', useApp: '使用验证器', useSms: '发送短信验证码到 {{phone}}', signOut: '退出登录',
      fewLeft: '恢复码只剩 {{count}} 个：请在“两步验证”中更换验证器，以获得新的恢复码',
      enabledDone: '两步验证已启用，请妥善保存恢复码', turnedOffDone: '两步验证已关闭', verified: '两步验证通过', smsSent: '验证码已发送，5 分钟内有效',
    },
  },
  {
    twoFactor: {
      title: 'Two-factor sign-in', on: 'On', off: 'Off', since: 'On since {{time}}', required: 'Your role requires two-factor sign-in',
      intro: 'Besides your password, signing in asks for the 6-digit code your authenticator app shows (a new one every 30 seconds): a leaked password alone opens nothing.',
      recoveryLeft: '{{count}} recovery codes left', enable: 'Turn on', rebind: 'Use another authenticator', turnOff: 'Turn off',
      turnOffTitle: 'Turn off two-factor sign-in', turnOffHint: 'Signing in will then need your password only. Enter your current password to confirm.',
      enrolTitle: 'Set up an authenticator', forcedHint: 'Your role requires two-factor sign-in: set up an authenticator to continue.',
      scan: 'Scan the QR code with an authenticator app (Microsoft Authenticator, Google Authenticator, …):',
      manual: "Can't scan it? Enter this key in the app:", qrLabel: 'QR code for your authenticator',
      enterCode: 'Enter the 6-digit code the app shows:', code: 'Code', codeRule: 'Enter 6 digits',
      currentPassword: 'Current password', currentPasswordHint: 'Replacing your authenticator needs your current password', passwordRequired: 'Enter your current password',
      confirm: 'Turn on', cancel: 'Cancel', copy: 'Copy', copied: 'Copied',
      recoveryTitle: 'Save your recovery codes',
      recoveryHint: 'If you lose your phone, a recovery code signs you in instead of a code from the app. Each works once, and they are shown only now: download them or write them down, and keep them safe.',
      download: 'Download', saved: "I've saved them", recoveryFile: 'recovery-codes',
      stepTitle: 'Two-factor sign-in', stepHint: 'Enter the 6-digit code from your authenticator app', recoveryStepHint: 'Enter one of your unused recovery codes',
      smsStepHint: 'Enter the code sent by SMS to {{phone}}', recoveryCode: 'Recovery code', recoveryRule: 'A recovery code has 10 letters or digits',
      verify: 'Verify', useRecovery: 'Use a recovery code', useApp: 'Use the authenticator app', useSms: 'Text a code to {{phone}}', signOut: 'Sign out',
      fewLeft: 'Only {{count}} recovery codes left: use another authenticator in Two-factor sign-in to get new ones',
      enabledDone: 'Two-factor sign-in is on: keep your recovery codes safe', turnedOffDone: 'Two-factor sign-in is off', verified: 'Verified', smsSent: 'Code sent: it is good for 5 minutes',
    },
  },
);
addMessages('two-factor', messages);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
