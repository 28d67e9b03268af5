import { EnvironmentOutlined, FileExcelOutlined, StarOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { App, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/i18n.ts';
import { type RegionRef } from '@console/contract/companies';
import { companyWatchRoutes, MIGRATION_TYPES, migrationQuery, type MigrationQuery, type MigrationRecord } from '@console/contract/company-watch';
import { LoadFailed } from '../../components/load-failed.tsx';
import { useRowSelection } from '../../crud/list-table.ts';
import { PagedTable } from '../../crud/paged-table.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { saveBlob } from '../../lib/download.ts';
import { useCall } from '../../lib/query.ts';
import { ApiError, fetchFile, urlOf } from '../../lib/request.ts';
import { filledIn, useAddressQuery } from './address-query.ts';
import { useFollow } from './follow.ts';
import { useLibraryColumns } from './library-columns.tsx';
import { LibrarySearch, type LibraryFilters } from './library-search.tsx';

type MigrationType = MigrationQuery['migrationType'] & number;

const ADDRESS_NAMES = ['name', 'regionCode', 'labels', 'industry', 'startDate', 'endDate', 'pageNumber', 'pageSize'];
const addressQuery = migrationQuery.omit({ migrationType: true });
/** An export of 50,000 rows is written while the request waits: longer than a call's 15 seconds. */
const EXPORT_TIMEOUT_MS = 120_000;
const TITLES: Record<MigrationType, MessageKey> = { [MIGRATION_TYPES.in]: 'companyWatch.libraryIn', [MIGRATION_TYPES.out]: 'companyWatch.libraryOut' };

const sorted = (codes: readonly number[]) => [...codes].sort((a, b) => a - b);
const sameCodes = (some: readonly number[], others: readonly number[]) => sorted(some).join(',') === sorted(others).join(',');

/** 导出 Excel of every move the search finds. */
function ExportExcel({ filters, title }: { filters: Omit<MigrationQuery, 'pageNumber' | 'pageSize'>; title: MessageKey }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const exporting = useMutation({
    mutationFn: () => fetchFile(urlOf(companyWatchRoutes.migrationExport), { body: filters, timeoutMs: EXPORT_TIMEOUT_MS }),
    onSuccess: (file) => {
      saveBlob(file, `${t(title)}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
      void message.success(t('companyWatch.exported'));
    },
    // A refusal was shown by the request client; a time-out or a lost connection was not.
    onError: (error) => { if (!(error instanceof ApiError)) void message.error(t('companyWatch.exportFailed', { reason: error.message })); },
  });
  return <Button icon={<FileExcelOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>{t('companyWatch.exportExcel')}</Button>;
}

interface LibraryProps {
  migrationType: MigrationType;
  region: RegionRef;
  /** The labels the account watches: the search's labels until the user chooses others. */
  watched: readonly number[];
}

/**
 * The library's search as the address keeps it: `filters` as the calls take them, `shown` as the form
 * shows them. Its labels are the address's (none when the user chose none), else the watched ones.
 */
function useLibraryQuery(migrationType: MigrationType, watched: readonly number[]) {
  const { query: { pageNumber, pageSize, ...chosen }, raw, change } = useAddressQuery(addressQuery, ADDRESS_NAMES);
  const labels = chosen.labels ?? [...watched];
  const filters = { ...chosen, migrationType, labels: labels.length > 0 ? labels : undefined };
  const search = (form: LibraryFilters) => change({
    ...filledIn({ name: form.name, regionCode: form.regionCode, industry: form.industry, startDate: form.startDate, endDate: form.endDate }),
    labels: sameCodes(form.labels, watched) ? undefined : sorted(form.labels).join(','),
    pageNumber: undefined,
  });
  return { filters, paging: { pageNumber, pageSize }, shown: { ...chosen, labels }, raw, change, search };
}

function Library({ migrationType, region, watched }: LibraryProps) {
  const { t } = useTranslation();
  const { filters, paging, shown, raw, change, search } = useLibraryQuery(migrationType, watched);
  const list = useCall(companyWatchRoutes.migrationPage, { body: { ...filters, ...paging } }, { placeholderData: keepPreviousData });
  const records = list.data?.records ?? [];
  const selection = useRowSelection({ filters, paging });
  const { selected, clear } = selection;
  const follow = useFollow();
  const followSelected = () => {
    const companyIds = [...new Set(records.filter((move) => selected.includes(move.id)).map((move) => move.companyId))];
    follow.mutate({ companyIds, focus: true }, { onSuccess: clear });
  };
  const columns = useLibraryColumns((move) => (
    <RowAction label={t(move.followed ? 'companyWatch.unfollow' : 'companyWatch.follow')} onClick={() => follow.mutate({ companyIds: [move.companyId], focus: !move.followed })} />
  ));
  const onSearch = (chosen: LibraryFilters) => {
    if (!search(chosen)) void list.refetch();
  };

  return (
    <Card>
      <Flex vertical gap="middle">
        <Typography.Text type="secondary"><EnvironmentOutlined /> {t('companyWatch.watchedRegion', { region: region.fullName })}</Typography.Text>
        <LibrarySearch key={JSON.stringify(raw)} filters={shown} watched={watched} region={region.code} onSearch={onSearch} />
        <Flex justify="space-between" wrap gap="small">
          <Button type="primary" icon={<StarOutlined />} disabled={selected.length === 0} loading={follow.isPending} onClick={followSelected}>
            {t('companyWatch.followSelected')}
          </Button>
          <ExportExcel filters={filters} title={TITLES[migrationType]} />
        </Flex>
        <PagedTable<MigrationRecord> rowKey="id" columns={columns} list={list} paging={paging} onPaging={change} selection={selection}
          empty={t('companyWatch.noMoves')}
        />
      </Flex>
    </Card>
  );
}

function NoRegion() {
  const { t } = useTranslation();
  return <Result icon={<EnvironmentOutlined />} title={t('companyWatch.noRegionTitle')} subTitle={t('companyWatch.noRegionHint')} />;
}

/**
 * 迁入库 / 迁出库: the companies that moved into or out of the region the customer's account watches,
 * searched within it, to follow and to export. An account without a region yet is told who sets it.
 */
function LibraryPage({ migrationType }: { migrationType: MigrationType }) {
  const config = useCall(companyWatchRoutes.queryConfig);
  const region = useCall(companyWatchRoutes.queryRegion);
  const failed = config.isError ? config : region.isError ? region : undefined;
  if (failed) return <Card><LoadFailed onRetry={() => void failed.refetch()} /></Card>;
  if (!config.data || region.data === undefined) return <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  if (!config.data.region || !region.data) return <Card><NoRegion /></Card>;
  return <Library migrationType={migrationType} region={region.data} watched={config.data.labels} />;
}

export const LibraryInPage = () => <LibraryPage migrationType={MIGRATION_TYPES.in} />;
export const LibraryOutPage = () => <LibraryPage migrationType={MIGRATION_TYPES.out} />;
