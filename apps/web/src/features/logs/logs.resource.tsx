import type { z } from 'zod';
import { Tag } from 'antd';
import { logsCrud, logsRoutes, type LogKind, type LogRecord } from '@console/contract/logs';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { DayPicker } from '../../crud/day-picker.tsx';
import type { DeclaredColumn } from '../../crud/declared-columns.tsx';
import type { Option } from '../../crud/resource.ts';
import { AccessChanges } from './access-changes.tsx';

const RESULTS: Option[] = [
  { value: true, label: 'logs.success', color: 'success' },
  { value: false, label: 'logs.failure', color: 'error' },
];

type LogColumn = DeclaredColumn<LogRecord, z.output<typeof logsCrud.schemas.list>, typeof logsCrud, 'logs'>;

const at: LogColumn = { key: 'at', render: (entry) => formatDateTime(entry.at) };
const result: LogColumn = { key: 'success', title: 'logs.result', options: RESULTS };
const message: LogColumn = { key: 'message', prose: true };
const days: LogColumn[] = [
  { key: 'atFrom', search: { kind: 'custom', control: <DayPicker /> } },
  { key: 'atTo', search: { kind: 'custom', control: <DayPicker /> } },
];

const OPERATION_COLUMNS: LogColumn[] = [
  at, 'username',
  { key: 'operation', prose: true },
  // Why an operation failed sits beside its result, in sight without scrolling sideways.
  result, message,
  { key: 'method', render: (entry) => <Tag>{entry.method}</Tag>, exportValue: (entry) => entry.method },
  'route',
  'ip',
  { key: 'status', search: { kind: 'number' } },
  'durationMs',
  { key: 'page', defaultHidden: true },
  ...days,
];

const LOGIN_COLUMNS: LogColumn[] = [
  at, 'username', 'operation', 'ip', result, message,
  { key: 'userAgent', prose: true },
  ...days,
];

/** 权限变更: who changed whose access, what changed, and whether it was let through. */
const ACCESS_COLUMNS: LogColumn[] = [
  at, 'username',
  { key: 'changes', render: (entry) => <AccessChanges changes={entry.changes ?? []} />, exportValue: (entry) => JSON.stringify(entry.changes ?? []) },
  result, message, 'ip',
  { key: 'operation', defaultHidden: true },
  { key: 'route', defaultHidden: true },
  ...days,
];

const COLUMNS: Record<LogKind, LogColumn[]> = { operation: OPERATION_COLUMNS, login: LOGIN_COLUMNS, access: ACCESS_COLUMNS };

/** The list of one kind of log entry, from `GET /log/list/{kind}`; entries are only read (they are audit records). */
export const logsResource = (kind: LogKind) => declaredResource(logsCrud, {
  messages: 'logs',
  columns: COLUMNS[kind],
}, { route: logsRoutes.list, params: { type: kind } });
