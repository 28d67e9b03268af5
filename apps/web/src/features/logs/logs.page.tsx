import { useState } from 'react';
import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LogKind, LogRecord } from '@console/contract/logs';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { ChainCheck } from './chain-check.tsx';
import { LogDetail } from './log-detail.tsx';
import { logsResource } from './logs.resource.tsx';
import { RealTimeLog } from './real-time-log.tsx';

const RESOURCES = { operation: logsResource('operation'), login: logsResource('login'), access: logsResource('access') };

function LogList({ kind }: { kind: LogKind }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<LogRecord>();
  return (
    <>
      <CrudPage resource={RESOURCES[kind]} rowActions={(entry) => <RowAction label={t('logs.detail')} onClick={() => setShown(entry)} />} />
      {shown && <LogDetail entry={shown} onClose={() => setShown(undefined)} />}
    </>
  );
}

/**
 * 日志管理: the operation log, the sign-in log, the access-change log (read only, their integrity
 * verified on demand) and the server's real-time log.
 */
export default function LogsPage() {
  const { t } = useTranslation();
  // Above the tabs, not in their bar: antd puts the bar's extra content inside the list of tabs, where a screen reader expects tabs only.
  return (
    <>
      <Flex justify="end"><ChainCheck /></Flex>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'operation', label: t('logs.operationTab'), children: <LogList kind="operation" /> },
          { key: 'login', label: t('logs.loginTab'), children: <LogList kind="login" /> },
          { key: 'access', label: t('logs.accessTab'), children: <LogList kind="access" /> },
          { key: 'realTime', label: t('logs.realTimeTab'), children: <RealTimeLog /> },
        ]}
      />
    </>
  );
}
