import { bilingual } from '../../lib/i18n.ts';

export const messages = bilingual(
  { smsOutbox: { record: '短信', phone: '手机号', text: '内容', createdAt: '发送时间' } },
  { smsOutbox: { record: 'Text message', phone: 'Mobile number', text: 'Text', createdAt: 'Sent at' } },
);
