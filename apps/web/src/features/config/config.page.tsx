import { useState } from 'react';
import { Empty, Modal, Table } from 'antd';
import { settingsRoutes, type SettingChange, type SettingRecord } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/cells.tsx';
import { CrudPage } from '../../crud/CrudPage.tsx';
import { RowAction } from '../../crud/RowAction.tsx';
import { useCall } from '../../lib/query.ts';
import { settingsResource } from './config.resource.tsx';

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

/** 系统配置: settings by key; built-in ones are read by the product and take effect at once. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const [historyOf, setHistoryOf] = useState<SettingRecord>();
  return (
    <>
      <CrudPage resource={settingsResource} rowActions={(setting) => <RowAction label={t('configManage.history')} onClick={() => setHistoryOf(setting)} />} />
      {historyOf && <HistoryDialog setting={historyOf} onClose={() => setHistoryOf(undefined)} />}
    </>
  );
}
