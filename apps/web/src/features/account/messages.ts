import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    userInfo: {
      title: '账号信息',
      profile: {
        title: '基本资料', username: '用户名', name: '姓名', avatar: '头像', company: '公司', region: '地区',
        nameRequired: '请输入姓名', tooLong: '最多 {{count}} 个字符', fromMain: '公司和地区随主账号“{{name}}”，只能由主账号修改。', save: '保存',
      },
      phone: {
        title: '手机号', current: '当前手机号', none: '未绑定', change: '更换手机号', bind: '绑定手机号', newPhone: '新手机号',
        phoneInvalid: '请输入以 1 开头的 11 位手机号', captchaRequired: '请输入图形验证码', codeInvalid: '请输入 6 位短信验证码',
        submit: '确认更换', cancel: '取消', hint: '新手机号需先通过图形验证码获取短信验证码；更换后，其他设备上的登录将退出。',
      },
      password: { title: '登录密码', hint: '修改密码后，其他设备上的登录将退出。', submit: '修改密码' },
      twoFactor: { title: '两步验证' },
      sessions: {
        title: '登录设备', device: '设备', ip: 'IP 地址', createdAt: '登录时间', lastSeenAt: '最近活动', actions: '操作', current: '当前设备',
        signOut: '退出', signOutConfirm: '确定让该设备退出登录吗？', signOutOthers: '退出其他设备',
        signOutOthersConfirm: '确定让除当前设备以外的所有设备退出登录吗？', none: '暂无登录设备', unknown: '未知设备', on: '{{browser}} · {{os}}',
      },
    },
  },
  {
    userInfo: {
      title: 'Account info',
      profile: {
        title: 'Profile', username: 'Username', name: 'Name', avatar: 'Avatar', company: 'Company', region: 'Region',
        nameRequired: 'Enter your name', tooLong: 'At most {{count}} characters', fromMain: 'The company and region are those of the main account “{{name}}”, which alone changes them.', save: 'Save',
      },
      phone: {
        title: 'Mobile number', current: 'Current number', none: 'None', change: 'Change number', bind: 'Add a number', newPhone: 'New mobile number',
        phoneInvalid: 'Enter an 11-digit mobile number starting with 1', captchaRequired: 'Enter the captcha', codeInvalid: 'Enter the 6-digit SMS code',
        submit: 'Change number', cancel: 'Cancel', hint: 'Solve the captcha to get an SMS code for the new number; changing it signs out your other devices.',
      },
      password: { title: 'Password', hint: 'Changing your password signs out your other devices.', submit: 'Change password' },
      twoFactor: { title: 'Two-factor sign-in' },
      sessions: {
        title: 'Signed-in devices', device: 'Device', ip: 'IP address', createdAt: 'Signed in', lastSeenAt: 'Last active', actions: 'Actions', current: 'This device',
        signOut: 'Sign out', signOutConfirm: 'Sign this device out?', signOutOthers: 'Sign out other devices',
        signOutOthersConfirm: 'Sign out every device but this one?', none: 'No signed-in device', unknown: 'Unknown device', on: '{{browser}} · {{os}}',
      },
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
