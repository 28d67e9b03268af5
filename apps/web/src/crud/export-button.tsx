import { useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { PAGE_SIZE_MAX, type Page } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { cellText } from './cells.tsx';
import { wordsOf, type Label } from '../lib/i18n.ts';
import { saveBlob } from '../lib/download.ts';
import { callQuery } from '../lib/query.ts';
import { isOptionsCall, type Choice, type ColumnDef, type ListQuery } from './resource.ts';

const EXPORT_MAX = 10_000;

/** The choices of the columns whose options a call answers, fetched (or taken from the cache), so the export shows labels as the table does. */
function loadedChoicesOf<T, Q extends ListQuery>(queryClient: QueryClient, columns: readonly ColumnDef<T, Q>[]): Promise<(readonly Choice[] | undefined)[]> {
  return Promise.all(columns.map(async (column) => {
    if (!column.options || !isOptionsCall(column.options)) return undefined;
    const { route, input, toOptions } = column.options;
    return toOptions(await queryClient.fetchQuery(callQuery(route, input)));
  }));
}

/** The records of a query page by page, up to EXPORT_MAX, with the total the server counted. */
async function fetchForExport<T, Q extends ListQuery>(fetchPage: (query: Q) => Promise<Page<T>>, query: Q) {
  const records: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let pageNumber = 1; records.length < Math.min(total, EXPORT_MAX); pageNumber += 1) {
    const page = await fetchPage({ ...query, pageNumber, pageSize: PAGE_SIZE_MAX });
    total = page.total;
    // Records deleted while exporting leave the last pages short.
    if (page.records.length === 0) break;
    records.push(...page.records);
  }
  return { records: records.slice(0, EXPORT_MAX), total };
}

/** Quotes a cell when needed, and defuses text a spreadsheet would run as a formula. */
function csvCell(text: string): string {
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** Starts with a byte-order mark so that Excel reads the UTF-8 (and so the Chinese) right. */
const toCsv = (rows: readonly string[][]) => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;


interface ExportButtonProps<T, Q extends ListQuery> {
  title: Label;
  /** One page of the records for a list query, wherever they come from. */
  fetchPage: (query: Q) => Promise<Page<T>>;
  query: Q;
  /** The columns shown, in order. */
  columns: readonly ColumnDef<T, Q>[];
}

/** 导出: the current filter and sort as CSV, with the columns shown. */
export function ExportButton<T, Q extends ListQuery>({ title, fetchPage, query, columns }: ExportButtonProps<T, Q>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { records, total } = await fetchForExport(fetchPage, query);
      const loaded = await loadedChoicesOf(queryClient, columns);
      const rows = [columns.map((column) => wordsOf(t, column.title)), ...records.map((record) => columns.map((column, at) => cellText(column, record, t, loaded[at])))];
      saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), `${wordsOf(t, title)}-${dayjs().format('YYYYMMDDHHmmss')}.csv`);
      if (total > EXPORT_MAX) void message.warning(t('crud.exportCapped', { total, max: EXPORT_MAX }));
      else void message.success(t('crud.exported', { count: records.length }));
    } catch {
      void message.error(t('crud.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
      {t('crud.export')}
    </Button>
  );
}
