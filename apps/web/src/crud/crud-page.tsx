import { useState, type ReactNode } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Result, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHas } from '../components/permission.tsx';
import { useInvalidate, type RouteIdentity } from '../lib/query.ts';
import { Cell, ToggleCell } from './cells.tsx';
import { ExportButton } from './export-button.tsx';
import { useListParams } from './list-params.ts';
import { pagerOf, pagingAfterRemoval, pagingChange, useRowSelection } from './list-table.ts';
import { asksOnMount } from './prefetch.ts';
import { RecordDialog } from './record-dialog.tsx';
import {
  fetchResourcePage, isProse, localPagesKey, resourcePageKey, resourceQueryOf, searchFields, type ColumnDef, type ListQuery, type ResourceDefinition,
} from './resource.ts';
import { RowAction, useActionsColumn } from './row-action.tsx';
import { SearchForm } from './search-form.tsx';
import { fixedReason, isSystem, useUndeletable, withSystemTag } from './system-rows.tsx';
import { TableSettingsButton, useTableSettings } from './table-settings.tsx';
import { dataColumn, TABLE_FIT } from './table-fit.ts';
import { wordsOf } from '../lib/i18n.ts';

export interface CrudPageProps<T extends object, Q extends ListQuery, C, U> {
  resource: ResourceDefinition<T, Q, C, U>;
  /** Filters the page sets itself (not in the search form or the address); a new record starts with them too. */
  fixedFilters?: Partial<Q>;
  /** What 新增 opens instead of the dialog: the page's own editor, for a record more than a dialog holds. */
  onAdd?: () => void;
  /** What a row's 编辑 opens instead of the dialog, as `onAdd`. */
  onEdit?: (record: T) => void;
  /** Buttons of the page's own, after 新增 and 批量删除. */
  toolbarActions?: (refresh: () => void) => ReactNode;
  /** Buttons of the page's own in each row, after 编辑 and 删除; leave it out when the user may use none of them. */
  rowActions?: (record: T, refresh: () => void) => ReactNode;
  /** Keeps the list's paging and filters in the address under this prefix: a list shown beside the page's own. */
  addressPrefix?: string;
  /**
   * Whether the caller may add, edit (and switch) or delete, where the page's permission types do not
   * decide it: calls held to another access (a customer main account's own). The server still decides.
   */
  allowed?: Partial<Record<'add' | 'edit' | 'delete', boolean>>;
  /** Other calls whose answers a change of these records alters (the page's figures): asked again with the list. */
  dependents?: readonly RouteIdentity[];
}

/** How often a list showing a record that changes by itself asks again. */
const FOLLOW_EVERY_MS = 2_000;

/** A list page driven by a resource definition: search, table, create, edit, delete and export. */
export function CrudPage<T extends object, Q extends ListQuery, C, U>({ resource, fixedFilters, onAdd, onEdit, toolbarActions, rowActions, addressPrefix, allowed, dependents = [] }: CrudPageProps<T, Q, C, U>) {
  const { t } = useTranslation();
  const actionsColumn = useActionsColumn();
  const { message, modal } = App.useApp();
  const granted = { add: useHas('add'), edit: useHas('edit'), delete: useHas('delete') };
  const may = (perm: keyof typeof granted) => allowed?.[perm] ?? granted[perm];
  const canAdd = may('add') && (resource.create !== undefined || onAdd !== undefined);
  const canEdit = may('edit') && (resource.update !== undefined || onEdit !== undefined);
  const canDelete = may('delete') && resource.remove !== undefined;
  const canToggle = may('edit');
  const filterFields = searchFields(resource.columns).filter(({ name }) => !Object.hasOwn(fixedFilters ?? {}, name));
  const { query: addressQuery, filters, change } = useListParams(resourceQueryOf(resource), filterFields.map(({ name }) => name), addressPrefix);
  const query: Q = { ...addressQuery, ...fixedFilters };
  const list = useQuery({
    queryKey: resourcePageKey(resource, query),
    queryFn: () => fetchResourcePage(resource, query),
    placeholderData: keepPreviousData,
    refetchOnMount: asksOnMount,
    refetchInterval: ({ state }) => (resource.followWhile && state.data?.records.some(resource.followWhile) ? FOLLOW_EVERY_MS : false),
  });
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const settings = useTableSettings(resource.key);
  const [dialog, setDialog] = useState<{ record?: T } | null>(null);
  const { selected, select, clear: clearSelection } = useRowSelection(query);

  const refresh = () => {
    if (resource.source) void queryClient.invalidateQueries({ queryKey: localPagesKey(resource.key) });
    void invalidate(...(resource.list ? [resource.list] : []), ...dependents);
  };
  const idOf = (record: T) => record[resource.rowKey] as number;
  const remove = async (ids: number[]) => {
    await resource.remove!(ids);
    void message.success(t('crud.deleted'));
    clearSelection();
    change(pagingAfterRemoval(query, ids.length, list.data?.records.length ?? 0));
    refresh();
  };
  const confirmBulkDelete = () =>
    modal.confirm({
      title: t('crud.bulkDeleteConfirm', { count: selected.length }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      // The request client has already shown why a call failed.
      onOk: () => remove(selected).catch(() => undefined),
    });

  const shownColumns = resource.columns.filter((column) => !column.hideInTable && settings.isVisible(column));
  const contentOf = (column: ColumnDef<T, Q>, record: T) => {
    if (column.toggle && canToggle) {
      const fixed = fixedReason(resource.system, column.key, record);
      return <ToggleCell column={column} record={record} toggle={column.toggle} onToggled={refresh} disabledReason={fixed && t(fixed)} />;
    }
    return column.render ? column.render(record) : <Cell column={column} record={record} />;
  };
  const cellOf = (column: ColumnDef<T, Q>, record: T) => withSystemTag(resource.system, column.key, record, contentOf(column, record));
  const undeletable = useUndeletable(resource.system);
  const columns: TableColumnsType<T> = shownColumns.map((column, index) => dataColumn({
    key: column.key,
    title: wordsOf(t, column.title),
    sorter: column.sortable !== undefined,
    sortOrder: column.sortable !== undefined && query.sort === column.sortable ? (query.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_, record) => cellOf(column, record),
  }, index, isProse(column)));
  if (canEdit || canDelete || rowActions) {
    columns.push(actionsColumn((record: T) => (
      <>
        {canEdit && <RowAction label={t('crud.edit')} onClick={() => (onEdit ? onEdit(record) : setDialog({ record }))} />}
        {canDelete && <RowAction label={t('crud.delete')} danger confirm={t('crud.deleteConfirm')} disabledReason={undeletable(record)} onClick={() => remove([idOf(record)])} />}
        {rowActions?.(record, refresh)}
      </>
    )));
  }

  const search = (values: Record<string, string | undefined>) => {
    if (!change({ ...values, pageNumber: undefined })) refresh();
  };
  const onTableChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort' && !Array.isArray(sorter)) {
      const field = resource.columns.find((column) => column.key === sorter.columnKey)?.sortable;
      const order = sorter.order ? (sorter.order === 'ascend' ? 'asc' : 'desc') : undefined;
      change({ sort: order && field, order, pageNumber: undefined });
    } else {
      change(pagingChange(query, pagination));
    }
  };

  return (
    <Card>
      <Flex vertical gap="middle">
        {filterFields.length > 0 && <SearchForm key={JSON.stringify(filters)} fields={filterFields} values={filters} onSearch={search} formName={addressPrefix && `${addressPrefix}search`} />}
        <Flex justify="space-between" wrap gap="small">
          <Space wrap>
            {canAdd && <Button type="primary" icon={<PlusOutlined />} onClick={onAdd ?? (() => setDialog({}))}>{t(resource.createText?.action ?? 'crud.add')}</Button>}
            {canDelete && <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmBulkDelete}>{t('crud.bulkDelete')}</Button>}
            {toolbarActions?.(refresh)}
          </Space>
          <Space>
            <ExportButton title={resource.title} fetchPage={(pageQuery) => fetchResourcePage(resource, pageQuery)} query={query} columns={shownColumns} />
            <TableSettingsButton columns={resource.columns.filter((column) => !column.hideInTable)} settings={settings} />
          </Space>
        </Flex>
        {list.isError && !list.data ? (
          <Result
            status="error"
            title={t('crud.loadFailed')}
            subTitle={list.error.message}
            extra={<Button type="primary" onClick={() => void list.refetch()}>{t('crud.retry')}</Button>}
          />
        ) : (
          <Table<T>
            rowKey={resource.rowKey}
            columns={columns}
            dataSource={list.data?.records}
            loading={list.isFetching}
            size={settings.density}
            {...TABLE_FIT}
            rowSelection={canDelete ? { selectedRowKeys: selected, onChange: (keys) => select(keys.map(Number)), getCheckboxProps: (record) => ({ disabled: isSystem(record) }) } : undefined}
            pagination={pagerOf(query, list.data?.total ?? 0, t)}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.empty')} /> }}
            onChange={onTableChange}
          />
        )}
      </Flex>
      {dialog && (
        <RecordDialog
          resource={resource}
          record={dialog.record}
          initialValues={dialog.record ? undefined : fixedFilters}
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
