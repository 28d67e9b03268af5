import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isvLimitsCrud, isvLimitsRoutes, type IsvLimitRecord } from '@console/contract/open-platform';
import { declaredResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
import { i18n } from '../../lib/i18n.ts';
import { callWith } from '../../lib/request.ts';
import { isvRouteOptions } from './options.ts';

const KIND_OPTIONS: Option[] = [
  { value: 'window', label: 'isvLimits.window', color: 'blue' },
  { value: 'bucket', label: 'isvLimits.bucket', color: 'purple' },
];

const isWindow = (values: Record<string, unknown>) => values.kind === 'window';
const isBucket = (values: Record<string, unknown>) => values.kind === 'bucket';

const PERIODS = [[86_400, 'isvLimits.days'], [3_600, 'isvLimits.hours'], [60, 'isvLimits.minutes']] as const;

/** A window's length in the largest unit it is a whole number of: 60 → 1 分钟. */
function periodText(seconds: number, t: TFunction): string {
  const [unit, key] = PERIODS.find(([length]) => seconds % length === 0) ?? [1, 'isvLimits.seconds'];
  return t(key, { count: seconds / unit });
}

/** A rule as a person says it: 5 次 / 1 秒, 10 次/秒，突发 20. */
export function ruleText(limit: Pick<IsvLimitRecord, 'kind' | 'points' | 'periodSeconds' | 'burst'>, t: TFunction): string {
  if (limit.kind === 'window') return t('isvLimits.windowRule', { points: limit.points, period: periodText(limit.periodSeconds, t) });
  return limit.burst > 0 ? t('isvLimits.bucketBurstRule', { points: limit.points, burst: limit.burst }) : t('isvLimits.bucketRule', { points: limit.points });
}

function RuleCell({ limit }: { limit: IsvLimitRecord }) {
  const { t } = useTranslation();
  return ruleText(limit, t);
}

/**
 * The rate limits: what a rule counts (a route, an app key, an address, or all of those given) and how
 * much it lets through. There is no info route: a rule is edited from its row.
 */
export const isvLimitsResource = declaredResource(isvLimitsCrud, {
  messages: 'isvLimits',
  columns: [
    'name',
    {
      key: 'routeName', title: 'isvLimits.route', search: { kind: 'select', field: 'routeId', options: isvRouteOptions },
      // A rule for no route in particular leaves it empty: a JSON body says so with null.
      form: { field: 'routeId', options: isvRouteOptions, hint: 'isvLimits.subjectHint', whenEmpty: 'null' },
    },
    'appKey',
    'ip',
    { key: 'kind', options: KIND_OPTIONS, form: { kind: 'radio', initialValue: 'window' } },
    { key: 'points', title: 'isvLimits.rule', render: (limit) => <RuleCell limit={limit} />, exportValue: (limit) => ruleText(limit, i18n.t), form: false },
    // The same body field, named for what it means under each kind.
    { key: 'windowPoints', form: { field: 'points', hint: 'isvLimits.windowPointsHint', shownWhen: isWindow } },
    { key: 'periodSeconds', hideInTable: true, form: { required: true, initialValue: 1, shownWhen: isWindow } },
    { key: 'bucketPoints', form: { field: 'points', shownWhen: isBucket } },
    { key: 'burst', hideInTable: true, form: { initialValue: 0, hint: 'isvLimits.burstHint', whenEmpty: 'omit', shownWhen: isBucket } },
    { key: 'enabled', toggle: (limit, on) => callWith(isvLimitsRoutes.update, { id: limit.id, enabled: on }) },
    { key: 'remark', defaultHidden: true },
    { key: 'createdAt', defaultHidden: true },
  ],
  // A rule for no route has none chosen (null would show as a choice of its own).
  toFormValues: (limit) => ({ ...limit, routeId: limit.routeId ?? undefined }),
});
