import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccessChange } from '@console/contract/logs';
import { shownRoleName } from '../../components/role-name.ts';

/**
 * The fields that are access, by what changed: an account's roles and applications (not its name or
 * phone, which the same call may change), a role's code, name, switch, grants, addresses and
 * applications, a data scope, a row rule, sessions ended. Role ids are shown as the names beside them.
 */
const ACCESS_FIELDS: Record<string, readonly string[]> = {
  user: ['roles', 'productIds'],
  role: ['code', 'name', 'enabled', 'grants', 'allowedNetworks', 'productIds'],
  'role-data-rule': ['scope', 'departmentIds'],
  'permission-rule': ['field', 'operator', 'value'],
  session: ['sessions'],
};

const accessFieldsOf = (change: AccessChange) => Object.entries(change.changes).filter(([field]) => ACCESS_FIELDS[change.target]?.includes(field) ?? true);

const asList = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

/** A value as text: role names in the reader's language, lists joined, nothing as 无. */
function useShown() {
  const { t } = useTranslation();
  const one = (field: string, value: unknown) => {
    if (typeof value === 'boolean') return t(value ? 'crud.yes' : 'crud.no');
    if (field === 'roles' && typeof value === 'string') return shownRoleName(value);
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  };
  return (field: string, value: unknown) => {
    const list = asList(value);
    if (list) return list.length === 0 ? t('logs.none') : list.map((item) => one(field, item)).join(t('upload.separator'));
    return value === null || value === undefined || value === '' ? t('logs.none') : one(field, value);
  };
}

/** Whose access changed: an account, a role, or another record by its kind and id. */
function Subject({ change }: { change: AccessChange }) {
  const { t } = useTranslation();
  const kind = t(`logs.targets.${change.target}`, { defaultValue: change.target });
  const name = change.subject === null ? `#${change.targetId}` : ['user', 'session'].includes(change.target) ? change.subject : shownRoleName(change.subject);
  return <Typography.Text strong>{kind} {name}</Typography.Text>;
}

/**
 * What an access change changed, field by field: for a list, what it gained (+) and lost (−); for a
 * value, before → after. `full` shows whole lists before and after (the entry's details).
 */
export function AccessChanges({ changes, full = false }: { changes: AccessChange[]; full?: boolean }) {
  const { t } = useTranslation();
  const shown = useShown();
  const shownChanges = changes.filter((change) => accessFieldsOf(change).length > 0);
  if (shownChanges.length === 0) return <Typography.Text type="secondary">{t('logs.noChange')}</Typography.Text>;
  return (
    // In the list, long lists of grants wrap within the cell instead of widening the table.
    <Space orientation="vertical" size={2} style={full ? undefined : { maxWidth: 560, whiteSpace: 'normal' }}>
      {shownChanges.map((change, index) => (
        <div key={index}>
          <Subject change={change} />
          {accessFieldsOf(change).map(([field, [before, after]]) => {
            const label = t(`logs.fields.${field}`, { defaultValue: field });
            const [was, now] = [asList(before), asList(after)];
            if (was && now && !full) {
              const gained = now.filter((item) => !was.some((old) => JSON.stringify(old) === JSON.stringify(item)));
              const lost = was.filter((item) => !now.some((next) => JSON.stringify(next) === JSON.stringify(item)));
              return (
                <div key={field}>
                  {t('logs.labelled', { label })}
                  {gained.map((item) => <Tag key={`+${JSON.stringify(item)}`} color="green">+ {shown(field, item)}</Tag>)}
                  {lost.map((item) => <Tag key={`-${JSON.stringify(item)}`} color="red">− {shown(field, item)}</Tag>)}
                </div>
              );
            }
            return <div key={field}>{t('logs.labelled', { label })}{shown(field, before)} → {shown(field, after)}</div>;
          })}
        </div>
      ))}
    </Space>
  );
}
