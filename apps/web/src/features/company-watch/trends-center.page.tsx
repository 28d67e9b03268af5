import { CheckOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { App, Badge, Button, Card, Flex, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANGE_FIELDS, companyWatchRoutes, type ChangeRecord } from '@console/contract/company-watch';
import { changeFieldName, changeText } from '../../components/company-parts.tsx';
import { useReadAllChanges, useReadStateChanged } from '../../components/unread-changes.ts';
import { formatDateTime } from '../../crud/cells.tsx';
import { useRowSelection } from '../../crud/list-table.ts';
import { PagedTable } from '../../crud/paged-table.tsx';
import type { Option, SearchField } from '../../crud/resource.ts';
import { asIs } from '../../lib/i18n.ts';
import { SearchForm } from '../../crud/search-form.tsx';
import { dataColumn } from '../../crud/table-fit.ts';
import { useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { filledIn, useAddressQuery, type AddressChanges } from './address-query.ts';

type ReadState = 0 | 1;

const READ_STATES: Option[] = [{ value: 0, label: 'companyWatch.unread' }, { value: 1, label: 'companyWatch.read' }];
const ADDRESS_NAMES = ['field', 'isRead', 'companyId', 'pageNumber', 'pageSize'];

/** The filters of the search form; the company comes from the address (我的关注 links here with it). */
function useSearchFields(): SearchField[] {
  const { i18n: { language } } = useTranslation();
  return [
    { name: 'field', label: 'companyWatch.field', kind: 'select', options: CHANGE_FIELDS.map((field) => ({ value: field, label: asIs(changeFieldName(field, language)) })) },
    { name: 'isRead', label: 'companyWatch.readState', kind: 'select', options: READ_STATES },
  ];
}

function useChangeColumns(): TableColumnsType<ChangeRecord> {
  const { t, i18n: { language } } = useTranslation();
  const columns: TableColumnsType<ChangeRecord> = [
    { key: 'companyName', title: t('companyWatch.company'), render: (_, change) => <Badge dot={!change.read} offset={[4, 0]}>{change.companyName}</Badge> },
    { key: 'field', title: t('companyWatch.field'), render: (_, change) => changeFieldName(change.field, language) },
    { key: 'change', title: t('companyWatch.change'), render: (_, change) => changeText(change, language) },
    { key: 'changedAt', title: t('companyWatch.changedAt'), render: (_, change) => formatDateTime(change.changedAt) },
    {
      key: 'read', title: t('companyWatch.readState'),
      render: (_, change) => <Badge status={change.read ? 'default' : 'processing'} text={t(change.read ? 'companyWatch.read' : 'companyWatch.unread')} />,
    },
  ];
  return columns.map((column, index) => dataColumn(column, index));
}

/** 标为已读/未读 of some changes; the badge takes the count the call answers. */
function useMarkRead(onMarked: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const changed = useReadStateChanged();
  return useMutation({
    mutationFn: ({ ids, isRead }: { ids: number[]; isRead: ReadState }) => call(companyWatchRoutes.markRead, { body: { ids, isRead } }),
    onSuccess: (unread, { isRead }) => {
      void message.success(t(isRead ? 'companyWatch.markedRead' : 'companyWatch.markedUnread'));
      onMarked();
      return changed(unread);
    },
  });
}

/**
 * 动态中心: the changes of the companies the user follows, newest first, unread ones in bold, by
 * field, read state and company; changes are marked read or unread, chosen or all at once.
 */
export default function TrendsCenterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const searchFields = useSearchFields();
  const { query, raw, change } = useAddressQuery(companyWatchRoutes.changePage.body!, ADDRESS_NAMES);
  const list = useCall(companyWatchRoutes.changePage, { body: query }, { placeholderData: keepPreviousData });
  const records = list.data?.records ?? [];
  const columns = useChangeColumns();
  const selection = useRowSelection(query);
  const { selected, clear } = selection;
  const markRead = useMarkRead(clear);
  const readAll = useReadAllChanges();
  const mark = (isRead: ReadState) => markRead.mutate({ ids: selected, isRead });
  const markAll = () => readAll.mutate(undefined, { onSuccess: () => void message.success(t('companyWatch.allRead')) });

  const search = (filters: AddressChanges) => {
    if (!change({ ...filledIn(filters), pageNumber: undefined })) void list.refetch();
  };
  const companyName = records.find((record) => record.companyId === query.companyId)?.companyName ?? `#${query.companyId}`;

  return (
    <Card>
      <Flex vertical gap="middle">
        <SearchForm key={JSON.stringify(raw)} fields={searchFields} values={raw} onSearch={search} />
        <Flex justify="space-between" wrap gap="small">
          <Space wrap>
            <Button disabled={selected.length === 0} loading={markRead.isPending} onClick={() => mark(1)}>{t('companyWatch.markRead')}</Button>
            <Button disabled={selected.length === 0} loading={markRead.isPending} onClick={() => mark(0)}>{t('companyWatch.markUnread')}</Button>
            <Button icon={<CheckOutlined />} loading={readAll.isPending} onClick={markAll}>{t('companyWatch.readAll')}</Button>
          </Space>
          {query.companyId !== undefined && (
            <Tag closable color="blue" onClose={() => change({ companyId: undefined, pageNumber: undefined })}>
              {t('companyWatch.onlyCompany', { name: companyName })}
            </Tag>
          )}
        </Flex>
        <PagedTable<ChangeRecord> rowKey="id" columns={columns} list={list} paging={query} onPaging={change} selection={selection}
          empty={t('companyWatch.noChanges')}
          onRow={(record) => ({ 'data-unread': !record.read, style: record.read ? undefined : { fontWeight: 600 } })}
        />
      </Flex>
    </Card>
  );
}
