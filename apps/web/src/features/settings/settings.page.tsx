import { useState } from 'react';
import { Alert, Empty, Modal, Table } from 'antd';
import { settingsRoutes, type SettingChange, type SettingGroup, type SettingRecord } from '@console/contract/settings';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/cells.tsx';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useCall } from '../../lib/query.ts';
import { settingsResource } from './settings.resource.tsx';

/** Who changed a setting's value, when, from what to what. */
function HistoryDialog({ setting, onClose }: { setting: SettingRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useCall(settingsRoutes.history, { query: { id: setting.id } });
  return (
    <Modal open title={t('configManage.historyOf', { key: setting.key })} footer={null} onCancel={onClose} width={720}>
      <Table<SettingChange>
        rowKey="id"
        size="small"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('configManage.noHistory')} /> }}
        columns={[
          { key: 'changedAt', title: t('configManage.changedAt'), render: (_, change) => formatDateTime(change.changedAt) },
          { key: 'userName', title: t('configManage.changedBy'), dataIndex: 'userName' },
          { key: 'oldValue', title: t('configManage.oldValue'), dataIndex: 'oldValue' },
          { key: 'newValue', title: t('configManage.newValue'), dataIndex: 'newValue' },
        ]}
      />
    </Modal>
  );
}

/**
 * The settings of one group, by key; built-in ones are read by the product and take effect at once.
 * 系统配置 holds the general ones, and settings of one's own; 安全设置 the built-in security ones, which
 * are only changed.
 */
export function SettingsList({ group }: { group: SettingGroup }) {
  const { t } = useTranslation();
  const [historyOf, setHistoryOf] = useState<SettingRecord>();
  const security = group === 'security';
  return (
    <>
      {security && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('configManage.securityHint')} />}
      <CrudPage
        resource={settingsResource}
        fixedFilters={{ group }}
        allowed={security ? { add: false, delete: false } : undefined}
        rowActions={(setting) => <RowAction label={t('configManage.history')} onClick={() => setHistoryOf(setting)} />}
      />
      {historyOf && <HistoryDialog setting={historyOf} onClose={() => setHistoryOf(undefined)} />}
    </>
  );
}

/** 系统配置: the settings that are not the security administrator's. */
export default function ConfigPage() {
  return <SettingsList group="general" />;
}
