import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../components/load-failed.tsx';
import { pagerOf, pagingChange, type Paging } from './list-table.ts';
import { TABLE_FIT } from './table-fit.ts';

/** One page of a list as the server answers it. */
interface Page<T> {
  records: T[];
  total: number;
}

type OwnedProps = 'dataSource' | 'loading' | 'pagination' | 'onChange' | 'rowSelection' | 'locale' | 'scroll';

export interface PagedTableProps<T> extends Omit<TableProps<T>, OwnedProps> {
  /** The query of the page shown: kept on screen while the next one loads. */
  list: UseQueryResult<Page<T>, Error>;
  paging: Paging;
  /** The paging once the pager moved, as the address takes it (`pagingChange`). */
  onPaging(changes: ReturnType<typeof pagingChange>): void;
  /** What an empty page says. */
  empty: ReactNode;
  /** The rows chosen (`useRowSelection`), for lists whose rows are acted on together. */
  selection?: { selected: number[]; select(ids: number[]): void };
}

/**
 * A list that is no CRUD resource, one page at a time: its table as wide as its cells, the pager of
 * the page shown, a check box per row when rows are chosen, and a way to ask again when the first
 * page could not be loaded (a later failure keeps the page shown).
 */
export function PagedTable<T extends object>({ list, paging, onPaging, empty, selection, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation();
  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  return (
    <Table<T>
      {...table}
      dataSource={list.data?.records ?? []}
      loading={list.isFetching}
      {...TABLE_FIT}
      rowSelection={selection && { selectedRowKeys: selection.selected, onChange: (keys) => selection.select(keys.map(Number)) }}
      pagination={pagerOf(paging, list.data?.total ?? 0, t)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      onChange={(pagination) => onPaging(pagingChange(paging, pagination))}
    />
  );
}
