import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { PAGE_SIZES } from '@console/contract';
import type { ListQuery } from './resource.ts';

/** What a pager reads of a list's query: its page and the page's size. */
export type Paging = Pick<ListQuery, 'pageNumber' | 'pageSize'>;

/** The pager of a list's table: the query's page and size, the total, and the sizes offered. */
export function pagerOf(query: Paging, total: number, t: TFunction): TablePaginationConfig {
  return {
    current: query.pageNumber,
    pageSize: query.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    showSizeChanger: true,
    showTotal: (count) => t('crud.total', { total: count }),
  };
}

/** The address's paging once the pager moved: another page size starts again at the first page. */
export function pagingChange(query: Paging, { current, pageSize }: TablePaginationConfig): Record<string, string | undefined> {
  const resized = pageSize !== query.pageSize;
  return { pageNumber: resized ? undefined : String(current), pageSize: String(pageSize) };
}

/** The address's paging once rows were removed from the page shown: a page they emptied gives way to the one before. */
export function pagingAfterRemoval(query: Paging, removed: number, shown: number): Record<string, string> {
  return removed >= shown && query.pageNumber > 1 ? { pageNumber: String(query.pageNumber - 1) } : {};
}

/** The rows chosen in a list. A selection belongs to the rows it was made on: another page, sort or filter clears it. */
export function useRowSelection(query: object) {
  const [selection, setSelection] = useState({ of: '', ids: [] as number[] });
  const of = JSON.stringify(query);
  return {
    selected: selection.of === of ? selection.ids : [],
    select: (ids: number[]) => setSelection({ of, ids }),
    clear: () => setSelection({ of: '', ids: [] }),
  };
}
