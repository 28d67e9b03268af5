import type { z } from 'zod';
import { Tag } from 'antd';
import { logsCrud, logsRoutes, type LogKind, type LogRecord } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { DayPicker } from '../../crud/day-picker.tsx';
import type { ColumnDef, Option } from '../../crud/resource.ts';
import { AccessChanges } from './access-changes.tsx';

const RESULTS: Option[] = [
  { value: true, label: 'logs.success', color: 'success' },
  { value: false, label: 'logs.failure', color: 'error' },
];

type LogColumn = ColumnDef<LogRecord, z.output<typeof logsCrud.schemas.list>>;

const at: LogColumn = { key: 'at', title: 'logs.at', render: (entry) => formatDateTime(entry.at), exportValue: (entry) => formatDateTime(entry.at) };
const username: LogColumn = { key: 'username', title: 'logs.username' };
const ip: LogColumn = { key: 'ip', title: 'logs.ip', search: { kind: 'text' } };
const result: LogColumn = { key: 'success', title: 'logs.result', options: RESULTS };
const message: LogColumn = { key: 'message', title: 'logs.message', prose: true };
const days: LogColumn[] = [
  { key: 'atFrom', title: 'logs.atFrom', hideInTable: true, search: { kind: 'custom', control: <DayPicker /> } },
  { key: 'atTo', title: 'logs.atTo', hideInTable: true, search: { kind: 'custom', control: <DayPicker /> } },
];

const OPERATION_COLUMNS: LogColumn[] = [
  at, username,
  { key: 'operation', title: 'logs.action', prose: true },
  // Why an operation failed sits beside its result, in sight without scrolling sideways.
  result, message,
  { key: 'method', title: 'logs.method', render: (entry) => <Tag>{entry.method}</Tag>, exportValue: (entry) => entry.method },
  { key: 'route', title: 'logs.route' },
  ip,
  { key: 'status', title: 'logs.status', search: { kind: 'number' } },
  { key: 'durationMs', title: 'logs.duration' },
  { key: 'page', title: 'logs.page', defaultHidden: true },
  ...days,
];

const LOGIN_COLUMNS: LogColumn[] = [
  at, username,
  { key: 'operation', title: 'logs.action' },
  ip, result, message,
  { key: 'userAgent', title: 'logs.userAgent', prose: true },
  ...days,
];

/** 权限变更: who changed whose access, what changed, and whether it was let through. */
const ACCESS_COLUMNS: LogColumn[] = [
  at, username,
  {
    key: 'changes', title: 'logs.changes', render: (entry) => <AccessChanges changes={entry.changes ?? []} />,
    exportValue: (entry) => JSON.stringify(entry.changes ?? []),
  },
  result, message, ip,
  { key: 'operation', title: 'logs.action', defaultHidden: true },
  { key: 'route', title: 'logs.route', defaultHidden: true },
  ...days,
];

const COLUMNS: Record<LogKind, LogColumn[]> = { operation: OPERATION_COLUMNS, login: LOGIN_COLUMNS, access: ACCESS_COLUMNS };

/** The list of one kind of log entry, from `GET /log/list/{kind}`; entries are only read (they are audit records). */
export const logsResource = (kind: LogKind) => declaredResource(logsCrud, {
  title: 'logs.record',
  columns: COLUMNS[kind],
}, { route: logsRoutes.list, params: { type: kind } });
