import type { ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Badge, Card, Flex, Typography, type SelectProps, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '@console/contract';
import { companyWatchRoutes, type ChangeRecord, type FollowRecord } from '@console/contract/company-watch';
import { changeFieldName, changeText, LabelSelect, LabelTags, StatusTag } from '../../components/company-parts.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { pagingAfterRemoval } from '../../crud/list-table.ts';
import { PagedTable } from '../../crud/paged-table.tsx';
import type { SearchField } from '../../crud/resource.ts';
import { RowAction, useActionsColumn } from '../../crud/row-action.tsx';
import { SearchForm } from '../../crud/search-form.tsx';
import { dataColumn } from '../../crud/table-fit.ts';
import { useCall } from '../../lib/query.ts';
import { filledIn, useAddressQuery, type AddressChanges } from './address-query.ts';
import { useFollow } from './follow.ts';

const TRENDS_CENTRE_URL = flattenPages().find(({ name }) => name === 'trends-center')!.url;
const LABELS_MIN_WIDTH = 220;
const BADGE_MAX = 99;

interface LabelFilterProps extends Omit<SelectProps<number[]>, 'value' | 'onChange' | 'options' | 'mode'> {
  value?: string;
  onChange?(codes: string): void;
}

/** The labels of a search form, whose values are the address's text: codes separated by commas. */
function LabelFilter({ value, onChange, ...props }: LabelFilterProps) {
  const codes = value ? value.split(',').map(Number) : [];
  return <LabelSelect value={codes} onChange={(chosen) => onChange?.(chosen.join(','))} {...props} />;
}

const SEARCH_FIELDS: SearchField[] = [
  { name: 'name', label: 'companyWatch.name', kind: 'text' },
  { name: 'labels', label: 'companyWatch.labels', kind: 'custom', control: <LabelFilter /> },
];
const ADDRESS_NAMES = [...SEARCH_FIELDS.map(({ name }) => name), 'pageNumber', 'pageSize'];

function LatestChange({ change }: { change: ChangeRecord | null }) {
  const { t, i18n: { language } } = useTranslation();
  if (!change) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical>
      <span>{t('companyWatch.changeOf', { field: changeFieldName(change.field, language), change: changeText(change, language) })}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(change.changedAt)}</Typography.Text>
    </Flex>
  );
}

function useFollowColumns(actions: (company: FollowRecord) => ReactNode): TableColumnsType<FollowRecord> {
  const { t } = useTranslation();
  const actionsColumn = useActionsColumn();
  const columns: TableColumnsType<FollowRecord> = [
    { key: 'name', title: t('companyWatch.name'), dataIndex: 'name' },
    { key: 'creditCode', title: t('companyWatch.creditCode'), dataIndex: 'creditCode' },
    { key: 'region', title: t('companyWatch.region'), render: (_, company) => company.region.fullName },
    { key: 'labels', title: t('companyWatch.labels'), render: (_, company) => <LabelTags codes={company.labels} />, onCell: () => ({ style: { minWidth: LABELS_MIN_WIDTH } }) },
    { key: 'status', title: t('companyWatch.status'), render: (_, company) => <StatusTag code={company.status} /> },
    { key: 'latestChange', title: t('companyWatch.latestChange'), render: (_, company) => <LatestChange change={company.latestChange} /> },
    { key: 'unread', title: t('companyWatch.unreadChanges'), render: (_, company) => <Badge count={company.unread} showZero overflowCount={BADGE_MAX} color={company.unread > 0 ? undefined : 'var(--ant-color-text-quaternary)'} /> },
    { key: 'followedAt', title: t('companyWatch.followedAt'), render: (_, company) => formatDateTime(company.followedAt) },
  ];
  return [...columns.map((column, index) => (column.key === 'labels' ? column : dataColumn(column, index))), actionsColumn(actions)];
}

/**
 * 我的关注: the companies the user follows, last followed first, with the latest change of each and
 * how many of its changes are unread; from here to a company's changes, or to unfollow it.
 */
export default function FollowListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, raw, change } = useAddressQuery(companyWatchRoutes.followPage.body!, ADDRESS_NAMES);
  const list = useCall(companyWatchRoutes.followPage, { body: query }, { placeholderData: keepPreviousData });
  const records = list.data?.records ?? [];
  const follow = useFollow();
  const unfollow = async (company: FollowRecord) => {
    await follow.mutateAsync({ companyIds: [company.companyId], focus: false });
    change(pagingAfterRemoval(query, 1, records.length));
  };
  const columns = useFollowColumns((company) => (
    <>
      <RowAction label={t('companyWatch.viewChanges')} onClick={() => navigate(`${TRENDS_CENTRE_URL}?companyId=${company.companyId}`)} />
      <RowAction label={t('companyWatch.unfollow')} danger confirm={t('companyWatch.unfollowConfirm', { name: company.name })} onClick={() => unfollow(company)} />
    </>
  ));
  const search = (filters: AddressChanges) => {
    if (!change({ ...filledIn(filters), pageNumber: undefined })) void list.refetch();
  };

  return (
    <Card>
      <Flex vertical gap="middle">
        <SearchForm key={JSON.stringify(raw)} fields={SEARCH_FIELDS} values={raw} onSearch={search} />
        <PagedTable<FollowRecord> rowKey="companyId" columns={columns} list={list} paging={query} onPaging={change}
          empty={t('companyWatch.noFollows')}
        />
      </Flex>
    </Card>
  );
}
