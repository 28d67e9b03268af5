import { Tag } from 'antd';
import { isvRoutesCrud, isvRoutesRoutes, ROUTE_TIMEOUT_MS, type OpenOperationName } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES, type Option } from '../../crud/resource.ts';
import { callWith } from '../../lib/request.ts';
import type { MessageKey } from '../../lib/i18n.ts';

const TARGET_KINDS: Option[] = [
  { value: 'http', label: 'isvRoutes.kindHttp', color: 'blue' },
  { value: 'operation', label: 'isvRoutes.kindOperation', color: 'purple' },
];

/** Every operation the contract opens to partners, by its readable name. */
const OPERATION_LABELS: Record<OpenOperationName, MessageKey> = {
  'dict.entries': 'isvRoutes.opDictEntries',
  'domain.config': 'isvRoutes.opDomainConfig',
};
const OPERATIONS: Option[] = Object.entries(OPERATION_LABELS).map(([value, label]) => ({ value, label }));

const isHttp = (values: Record<string, unknown>) => values.targetKind === 'http';
const isOperation = (values: Record<string, unknown>) => values.targetKind === 'operation';

/** The routes partners call through the gateway: what each is named, where a call goes, and who may make it. */
export const isvRoutesResource = declaredResource(isvRoutesCrud, {
  title: 'isvRoutes.record',
  columns: [
    { key: 'name', title: 'isvRoutes.name', render: (route) => <code>{route.name}</code>, form: { kind: 'text', maxLength: 100, hint: 'isvRoutes.nameHint' } },
    { key: 'version', title: 'isvRoutes.version', form: { kind: 'text', maxLength: 20, initialValue: '1.0' } },
    { key: 'title', title: 'isvRoutes.title', form: { kind: 'text', maxLength: 100 } },
    { key: 'targetKind', title: 'isvRoutes.targetKind', options: TARGET_KINDS, form: { kind: 'select', initialValue: 'http' } },
    { key: 'targetUrl', title: 'isvRoutes.targetUrl', form: { kind: 'text', required: true, maxLength: 500, shownWhen: isHttp } },
    { key: 'operation', title: 'isvRoutes.operation', options: OPERATIONS, form: { kind: 'select', required: 'isvRoutes.operationRequired', shownWhen: isOperation } },
    { key: 'timeoutMs', title: 'isvRoutes.timeoutMs', defaultHidden: true, form: { kind: 'number', initialValue: ROUTE_TIMEOUT_MS.default, whenEmpty: 'omit' } },
    { key: 'needsPermission', title: 'isvRoutes.needsPermission', form: { kind: 'switch', initialValue: true, hint: 'isvRoutes.needsPermissionHint' } },
    {
      key: 'enabled', title: 'isvRoutes.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true },
      toggle: (route, on) => callWith(isvRoutesRoutes.update, { id: route.id, enabled: on }),
    },
    { key: 'roleNames', title: 'isvRoutes.roles', render: (route) => route.roleNames.map((role) => <Tag key={role}>{role}</Tag>) },
    { key: 'remark', title: 'isvRoutes.remark', defaultHidden: true, form: { kind: 'textarea', maxLength: 500 } },
    { key: 'createdAt', title: 'isvRoutes.createdAt', defaultHidden: true, exportValue: (route) => formatDateTime(route.createdAt) },
  ],
});
