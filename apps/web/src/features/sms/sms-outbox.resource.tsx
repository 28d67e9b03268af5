import { Typography } from 'antd';
import { smsOutboxCrud } from '@console/contract/sms';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';

/** The texts an install without an SMS provider kept instead of sending them; read only. */
export const smsOutboxResource = declaredResource(smsOutboxCrud, {
  messages: 'smsOutbox',
  columns: [
    { key: 'phone', render: (text) => <span style={{ whiteSpace: 'nowrap' }}>{text.phone}</span> },
    { key: 'text', prose: true, render: (text) => <Typography.Text copyable={{ text: text.text }}>{text.text}</Typography.Text> },
    { key: 'createdAt', render: (text) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(text.createdAt)}</span> },
  ],
});
