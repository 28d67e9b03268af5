import { Tag } from 'antd';
import { type OpenOperationName } from '@console/contract';
import { isvRoutesCrud, isvRoutesRoutes, ROUTE_TIMEOUT_MS } from '@console/contract/open-platform';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
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
  messages: 'isvRoutes',
  columns: [
    { key: 'name', render: (route) => <code>{route.name}</code>, form: { hint: 'isvRoutes.nameHint' } },
    { key: 'version', form: { initialValue: '1.0' } },
    'title',
    { key: 'targetKind', options: TARGET_KINDS, form: { initialValue: 'http' } },
    { key: 'targetUrl', form: { required: true, shownWhen: isHttp } },
    { key: 'operation', options: OPERATIONS, form: { required: 'isvRoutes.operationRequired', shownWhen: isOperation } },
    { key: 'timeoutMs', defaultHidden: true, form: { initialValue: ROUTE_TIMEOUT_MS.default, whenEmpty: 'omit' } },
    { key: 'needsPermission', form: { initialValue: true, hint: 'isvRoutes.needsPermissionHint' } },
    { key: 'enabled', toggle: (route, on) => callWith(isvRoutesRoutes.update, { id: route.id, enabled: on }) },
    { key: 'roleNames', render: (route) => route.roleNames.map((role) => <Tag key={role}>{role}</Tag>) },
    { key: 'remark', defaultHidden: true },
    { key: 'createdAt', defaultHidden: true },
  ],
});
