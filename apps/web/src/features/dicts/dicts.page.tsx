import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Input, List, Space, theme, Typography } from 'antd';
import { dictsRoutes, type DictRecord } from '@console/contract/dicts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RecordDialog } from '../../crud/record-dialog.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useUndeletable, withSystemTag } from '../../crud/system-rows.tsx';
import { useHas } from '../../components/permission.tsx';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { dictEntriesResource, dictResource } from './dicts.resource.tsx';

const SEARCH_DELAY_MS = 300;

/** The dictionaries, searchable, each with its edit and delete; choosing one shows its entries. */
function DictList({ chosen, choose }: { chosen: number | undefined; choose: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const canAdd = useHas('add');
  const canEdit = useHas('edit');
  const canDelete = useHas('delete');
  const invalidate = useInvalidate();
  const [key, setKey] = useState('');
  const searched = useDebounced(key.trim(), SEARCH_DELAY_MS);
  const dicts = useCall(dictsRoutes.search, { query: { key: searched || undefined } });
  const [dialog, setDialog] = useState<{ record?: DictRecord } | null>(null);
  const undeletable = useUndeletable(dictResource.system);
  const refresh = () => void invalidate(dictsRoutes.search);

  const remove = async (dict: DictRecord) => {
    await call(dictsRoutes.delete, { params: { ids: String(dict.id) }, query: { withEntries: dict.entryCount > 0 } });
    void message.success(t('crud.deleted'));
    if (chosen === dict.id) choose(undefined);
    refresh();
  };

  return (
    <Card
      title={t('dicts.dictionaries')}
      extra={canAdd && <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => setDialog({})}>{t('dicts.add')}</Button>}
      style={{ width: '100%', maxWidth: 360, flexShrink: 0 }}
    >
      <Input.Search allowClear placeholder={t('dicts.search')} aria-label={t('dicts.search')} value={key} onChange={(event) => setKey(event.target.value)} />
      <List<DictRecord>
        loading={dicts.isLoading}
        dataSource={dicts.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dicts.none')} /> }}
        renderItem={(dict) => (
          <List.Item
            style={{ paddingInline: 8, background: dict.id === chosen ? token.controlItemBgActive : undefined }}
            actions={[
              canEdit && <RowAction key="edit" label={t('dicts.edit')} onClick={() => setDialog({ record: dict })} />,
              canDelete && (
                <RowAction
                  key="delete" danger label={t('dicts.delete')} onClick={() => remove(dict)} disabledReason={undeletable(dict)}
                  confirm={t(dict.entryCount > 0 ? 'dicts.deleteWithEntries' : 'dicts.deleteConfirm', { name: inReadersLanguage(dict.name, dict.nameEn), count: dict.entryCount })}
                />
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              title={withSystemTag(dictResource.system, 'name', dict, (
                <Button type="link" size="small" autoInsertSpace={false} style={{ padding: 0 }} aria-current={dict.id === chosen} onClick={() => choose(dict.id)}>{inReadersLanguage(dict.name, dict.nameEn)}</Button>
              ))}
              description={<Typography.Text type="secondary" code ellipsis={{ tooltip: dict.type }} style={{ maxWidth: '100%' }}>{dict.type}</Typography.Text>}
              style={{ minWidth: 0 }}
            />
          </List.Item>
        )}
      />
      {dialog && (
        <RecordDialog
          resource={dictResource}
          record={dialog.record}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </Card>
  );
}

/** 数据字典: the dictionaries on the left, the chosen one's entries (kept in the address) on the right. */
export default function DictsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const dictId = Number(params.get('dictId')) || undefined;
  const all = useCall(dictsRoutes.all);
  const chosen = all.data?.find((dict) => dict.id === dictId);

  const choose = (id: number | undefined) => {
    const next = new URLSearchParams();
    if (id !== undefined) next.set('dictId', String(id));
    setParams(next);
  };

  return (
    <Flex gap="middle" align="start" wrap>
      <DictList chosen={dictId} choose={choose} />
      <Space direction="vertical" style={{ flex: '1 1 300px', minWidth: 0 }}>
        {chosen ? (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>{t('dicts.entries', { name: inReadersLanguage(chosen.name, chosen.nameEn), type: chosen.type })}</Typography.Title>
            <CrudPage key={chosen.id} resource={dictEntriesResource} fixedFilters={{ dictId: chosen.id }} />
          </>
        ) : (
          <Card loading={all.isLoading}><Empty description={t('dicts.chooseOne')} /></Card>
        )}
      </Space>
    </Flex>
  );
}
