import { useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Result, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHas } from '../components/permission.tsx';
import { Cell } from './cells.tsx';
import { RecordDialog } from './record-dialog.tsx';
import { isProse, type RecordResource } from './resource.ts';
import { RowAction, useActionsColumn } from './row-action.tsx';
import { useUndeletable, withSystemTag } from './system-rows.tsx';
import { dataColumn, TABLE_FIT } from './table-fit.ts';
import { wordsOf } from '../lib/i18n.ts';

export interface TreeCrudPageProps<T extends object, C, U> {
  resource: RecordResource<T, C, U>;
  /** The top-level records, each with its `children` (an empty list shows an expander). */
  rows: readonly T[] | undefined;
  loading: boolean;
  error: Error | null;
  refresh: () => void;
  /** The form field naming a record's parent: 新增下级 fills it in. */
  parentField: string;
  expandedKeys: readonly number[];
  onExpandedChange: (keys: number[]) => void;
  /** Whether a record may have children; every one may by default. */
  acceptsChildren?: (record: T) => boolean;
  /** Buttons of the page's own in each row, after 新增下级, 编辑 and 删除; leave it out when the user may use none of them. */
  rowActions?: (record: T) => ReactNode;
  /** Controls of the page's own above the table, after 新增 (a choice of what the tree shows, say). */
  toolbar?: ReactNode;
  /** Values a new record starts with, at the top level and below a row (the tree's application, say). */
  newRecordValues?: Record<string, unknown>;
}

/** A tree of records, not paged: 新增 at the top level, 新增下级, 编辑 and 删除 with the resource's dialogs. */
export function TreeCrudPage<T extends object, C, U>(props: TreeCrudPageProps<T, C, U>) {
  const { resource, rows, loading, error, refresh, parentField, expandedKeys, onExpandedChange, acceptsChildren, rowActions, toolbar, newRecordValues } = props;
  const { t } = useTranslation();
  const actionsColumn = useActionsColumn();
  const { message } = App.useApp();
  const canAdd = useHas('add') && resource.create !== undefined;
  const canEdit = useHas('edit') && resource.update !== undefined;
  const canDelete = useHas('delete') && resource.remove !== undefined;
  const [dialog, setDialog] = useState<{ record?: T; parentId?: number } | null>(null);

  const idOf = (record: T) => record[resource.rowKey] as number;
  const undeletable = useUndeletable(resource.system);
  const remove = async (record: T) => {
    await resource.remove!([idOf(record)]);
    void message.success(t('crud.deleted'));
    refresh();
  };
  const saved = () => {
    const parentId = dialog?.parentId;
    // A new child is shown at once, under its opened parent.
    if (parentId !== undefined) onExpandedChange([...new Set([...expandedKeys, parentId])]);
    setDialog(null);
    refresh();
  };

  const columns: TableColumnsType<T> = resource.columns
    .filter((column) => !column.hideInTable)
    .map((column, index) => dataColumn({
      key: column.key,
      title: wordsOf(t, column.title),
      render: (_, record) => withSystemTag(resource.system, column.key, record, column.render ? column.render(record) : <Cell column={column} record={record} />),
    }, index, isProse(column)));
  if (canAdd || canEdit || canDelete || rowActions) {
    columns.push(actionsColumn((record: T) => (
      <>
        {canAdd && (acceptsChildren?.(record) ?? true) && <RowAction label={t('crud.addChild')} onClick={() => setDialog({ parentId: idOf(record) })} />}
        {canEdit && <RowAction label={t('crud.edit')} onClick={() => setDialog({ record })} />}
        {canDelete && (
          <RowAction label={t('crud.delete')} danger confirm={t('crud.deleteConfirm')} disabledReason={undeletable(record)} onClick={() => remove(record)} />
        )}
        {rowActions?.(record)}
      </>
    )));
  }

  return (
    <Card>
      <Flex vertical gap="middle">
        {(canAdd || toolbar) && (
          <Space wrap>
            {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({})}>{t(resource.createText?.action ?? 'crud.add')}</Button>}
            {toolbar}
          </Space>
        )}
        {error && !rows ? (
          <Result status="error" title={t('crud.loadFailed')} subTitle={error.message} extra={<Button type="primary" onClick={refresh}>{t('crud.retry')}</Button>} />
        ) : (
          <Table<T>
            rowKey={resource.rowKey}
            columns={columns}
            dataSource={rows}
            loading={loading}
            pagination={false}
            {...TABLE_FIT}
            expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number)) }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.empty')} /> }}
          />
        )}
      </Flex>
      {dialog && (
        <RecordDialog
          resource={resource}
          record={dialog.record}
          initialValues={dialog.record ? undefined : { ...newRecordValues, ...(dialog.parentId !== undefined && { [parentField]: dialog.parentId }) }}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
    </Card>
  );
}
