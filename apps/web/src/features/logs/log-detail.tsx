import { Descriptions, Drawer, Grid, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogRecord } from '@console/contract/logs';
import { formatDateTime } from '../../crud/cells.tsx';
import { AccessChanges } from './access-changes.tsx';

/** The body as indented JSON when it is JSON. */
function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Everything one log entry holds, its request body (redacted on the server) included. */
export function LogDetail({ entry, onClose }: { entry: LogRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = !Grid.useBreakpoint().md;
  const none = t('logs.none');
  return (
    <Drawer open title={t('logs.detailTitle')} size={narrow ? '100%' : 640} onClose={onClose}>
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={t('logs.at')}>{formatDateTime(entry.at)}</Descriptions.Item>
        <Descriptions.Item label={t('logs.username')}>{entry.username || none}</Descriptions.Item>
        <Descriptions.Item label={t('logs.operation')}>{entry.operation}</Descriptions.Item>
        <Descriptions.Item label={t('logs.page')}>{entry.page || none}</Descriptions.Item>
        <Descriptions.Item label={t('logs.path')}><Typography.Text code>{entry.method} {entry.path}</Typography.Text></Descriptions.Item>
        <Descriptions.Item label={t('logs.result')}>
          <Tag color={entry.success ? 'success' : 'error'}>{t(entry.success ? 'logs.success' : 'logs.failure')} {entry.status}</Tag>
          {entry.message}
        </Descriptions.Item>
        <Descriptions.Item label={t('logs.durationMs')}>{entry.durationMs}</Descriptions.Item>
        <Descriptions.Item label={t('logs.ip')}>{entry.ip}</Descriptions.Item>
        <Descriptions.Item label={t('logs.userAgent')}>{entry.userAgent || none}</Descriptions.Item>
        <Descriptions.Item label={t('logs.requestId')}><Typography.Text copyable>{entry.requestId}</Typography.Text></Descriptions.Item>
      </Descriptions>
      {entry.changes && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('logs.changes')}</Typography.Title>
          <AccessChanges changes={entry.changes} full />
        </>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('logs.body')}</Typography.Title>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{entry.body ? readableBody(entry.body) : none}</pre>
    </Drawer>
  );
}
