import { useState, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Empty, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { companiesRoutes, type WatchConfigRecord } from '@console/contract/companies';
import { LoadFailed } from '../../components/load-failed.tsx';
import { LabelSelect, LabelTags, RegionCascader } from '../../components/company-parts.tsx';
import { useHas } from '../../components/permission.tsx';
import { pagerOf } from '../../crud/list-table.ts';
import { RecordDialog } from '../../crud/record-dialog.tsx';
import type { RecordResource, SearchField } from '../../crud/resource.ts';
import { asIs, type Label } from '../../lib/i18n.ts';
import { RowAction, useActionsColumn } from '../../crud/row-action.tsx';
import { SearchForm } from '../../crud/search-form.tsx';
import { dataColumn, TABLE_FIT } from '../../crud/table-fit.ts';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

type WatchSave = z.input<NonNullable<typeof companiesRoutes.watchSave.body>>;

/** The edit dialog of one account's watch: the region it bought and the labels it watches. */
const watchResourceOf = (title: Label): RecordResource<WatchConfigRecord, never, WatchSave> => ({
  title,
  rowKey: 'userId',
  columns: [
    { key: 'regionCode', title: 'companies.watch.region', form: { kind: 'custom', control: <RegionCascader />, whenEmpty: 'null', hint: 'companies.watch.regionHint' } },
    { key: 'labels', title: 'companies.watch.labels', form: { kind: 'custom', control: <LabelSelect /> } },
  ],
  update: (body) => call(companiesRoutes.watchSave, { body }),
  updateSchema: companiesRoutes.watchSave.body,
  toFormValues: (record) => ({ regionCode: record.region?.code, labels: record.labels }),
});

type WatchColumn = 'username' | 'name' | 'company' | 'region' | 'labels';

const SEARCH_FIELDS: SearchField[] = [{ name: 'name', label: 'companies.watch.searchName', kind: 'text' }];

/** 客户监测区域: the customer main accounts, the region each watches and its labels; holders of `edit` set them. */
export function WatchTab() {
  const { t } = useTranslation();
  const actionsColumn = useActionsColumn();
  const canEdit = useHas('edit');
  const invalidate = useInvalidate();
  const [query, setQuery] = useState<{ pageNumber: number; pageSize: number; name?: string }>({ pageNumber: 1, pageSize: 10 });
  const [editing, setEditing] = useState<WatchConfigRecord>();
  const list = useCall(companiesRoutes.watchList, { body: query }, { placeholderData: keepPreviousData });
  const refresh = () => void invalidate(companiesRoutes.watchList);

  const cells: [WatchColumn, (record: WatchConfigRecord) => ReactNode][] = [
    ['username', (record) => record.username],
    ['name', (record) => record.name],
    ['company', (record) => record.company],
    ['region', (record) => record.region?.fullName ?? <Tag>{t('companies.watch.noRegion')}</Tag>],
    ['labels', (record) => <LabelTags codes={record.labels} />],
  ];
  const columns: TableColumnsType<WatchConfigRecord> = cells.map(([key, cell], index) =>
    dataColumn({ key, title: t(`companies.watch.${key}`), render: (_, record) => cell(record) }, index));
  if (canEdit) columns.push(actionsColumn((record: WatchConfigRecord) => <RowAction label={t('companies.watch.edit')} onClick={() => setEditing(record)} />));

  return (
    <Card>
      <Flex vertical gap="middle">
        <SearchForm
          key={query.name ?? ''}
          formName="watchSearch"
          fields={SEARCH_FIELDS}
          values={query.name ? { name: query.name } : {}}
          onSearch={({ name }) => {
            const next = { ...query, pageNumber: 1, name: name || undefined };
            // The same search again asks again; another one is a new call.
            if (next.pageNumber === query.pageNumber && next.name === query.name) refresh();
            else setQuery(next);
          }}
        />
        {list.isError && !list.data ? <LoadFailed onRetry={() => void list.refetch()} /> : (
          <Table<WatchConfigRecord>
            rowKey="userId"
            columns={columns}
            dataSource={list.data?.records}
            loading={list.isFetching}
            {...TABLE_FIT}
            pagination={pagerOf(query, list.data?.total ?? 0, t)}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.empty')} /> }}
            onChange={({ current = 1, pageSize = query.pageSize }) =>
              setQuery((shown) => ({ ...shown, pageSize, pageNumber: pageSize === shown.pageSize ? current : 1 }))}
          />
        )}
      </Flex>
      {editing && (
        <RecordDialog
          resource={watchResourceOf(asIs(t('companies.watch.recordOf', { name: editing.company || editing.name, username: editing.username })))}
          record={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
    </Card>
  );
}
