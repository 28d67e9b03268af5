import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../lib/i18n.ts';

/**
 * How a page shows the records the product relies on (the server marks them `system`): a 系统 tag
 * beside their name, their 删除 disabled and never selected for a bulk delete, and the fields they
 * keep read-only.
 */
export interface SystemMarks {
  /** The column whose cells carry the tag: the one naming the record. */
  tagOn: string;
  /** Why such a record cannot be deleted: the tooltip of its disabled 删除. */
  undeletable: MessageKey;
  /** The columns such a record keeps (their dialog fields and switches read-only), and why. */
  fixed?: { columns: readonly string[]; reason: MessageKey };
}

/** Whether the server marks a record as one the product relies on (`system`): it cannot be deleted. */
export const isSystem = (record: object): boolean => (record as { system?: unknown }).system === true;

/** Why a record cannot be deleted, in the interface's language, when it is a system record. */
export function useUndeletable(marks: SystemMarks | undefined): (record: object) => string | undefined {
  const { t } = useTranslation();
  return (record) => (isSystem(record) ? t(marks?.undeletable ?? 'crud.systemUndeletable') : undefined);
}

/** Why a column's value of a record cannot change, when the record is a system record that keeps it. */
export const fixedReason = (marks: SystemMarks | undefined, column: string, record: object): MessageKey | undefined =>
  (isSystem(record) && marks?.fixed?.columns.includes(column) ? marks.fixed.reason : undefined);

/** The small 系统 tag beside the name of a record the product relies on. */
export function SystemTag() {
  const { t } = useTranslation();
  return <Tag color="gold" style={{ marginInlineEnd: 0 }}>{t('crud.system')}</Tag>;
}

/** A cell of a system record's tagged column, with the tag after its content (below it, where a long name leaves no room). */
export function withSystemTag(marks: SystemMarks | undefined, column: string, record: object, cell: ReactNode): ReactNode {
  if (marks?.tagOn !== column || !isSystem(record)) return cell;
  return <Space size={4} wrap>{cell}<SystemTag /></Space>;
}
