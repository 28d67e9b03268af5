import { bilingual, type MessagesOf } from '../../lib/i18n.ts';

export const messages = bilingual(
  {
    smsOutbox: { record: '短信', phone: '手机号', text: '内容', createdAt: '发送时间', settings: '短信服务设置' },
    smsSettings: {
      current: '当前使用：{{provider}}', provider: '发送短信的服务', providers: { outbox: '短信发件箱（不发出）', tencent: '腾讯云短信' },
      outboxHint: '短信不会真正发出，只保存在发件箱中供管理员查看，适合没有短信服务的环境',
      secretHint: '留空则保留已保存的密钥', region: '地域', signName: '短信签名',
      templates: { signIn: '登录验证码模板 ID', changePhone: '更换手机号模板 ID', resetPassword: '找回密码模板 ID' },
      templateHint: '模板需有两个参数：{1} 为验证码，{2} 为有效分钟数',
      endpoint: '接口地址', endpointHint: '留空则使用腾讯云的默认地址 https://sms.tencentcloudapi.com',
      save: '保存', saved: '短信服务设置已保存',
      testPhone: '测试手机号', testHint: '通过已保存的设置发送一条登录验证码模板的测试短信（其中的验证码不能用于登录）',
      sendTest: '发送测试短信', testSent: '测试短信已发送', phoneInvalid: '请输入以 1 开头的 11 位手机号',
    },
  },
  {
    smsOutbox: { record: 'Text message', phone: 'Mobile number', text: 'Text', createdAt: 'Sent at', settings: 'SMS service' },
    smsSettings: {
      current: 'In use: {{provider}}', provider: 'Texts are sent by', providers: { outbox: 'SMS outbox (not sent)', tencent: 'Tencent Cloud SMS' },
      outboxHint: 'Texts are not sent: they are kept in the outbox for administrators to read, for installs without an SMS service',
      secretHint: 'Leave blank to keep the saved key', region: 'Region', signName: 'Signature',
      templates: { signIn: 'Sign-in code template ID', changePhone: 'New phone template ID', resetPassword: 'Password reset template ID' },
      templateHint: 'Each template takes two parameters: {1} the code, {2} the minutes it lasts',
      endpoint: 'Endpoint', endpointHint: 'Leave blank for Tencent Cloud’s own address, https://sms.tencentcloudapi.com',
      save: 'Save', saved: 'SMS service settings saved',
      testPhone: 'Test mobile number', testHint: 'Sends a text of the sign-in template with the saved settings (its code does not sign in)',
      sendTest: 'Send a test text', testSent: 'Test text sent', phoneInvalid: 'Enter an 11-digit mobile number starting with 1',
    },
  },
);

declare module '../../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}
