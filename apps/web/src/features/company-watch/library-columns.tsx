import type { ReactNode } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MigrationRecord } from '@console/contract/company-watch';
import { capitalText, industryName, LabelTags, StatusTag } from '../../components/company-parts.tsx';
import { useActionsColumn } from '../../crud/row-action.tsx';
import { dataColumn } from '../../crud/table-fit.ts';

/** Labels wrap within this width instead of stretching the row. */
const LABELS_MIN_WIDTH = 220;

function FollowState({ followed }: { followed: boolean }) {
  const { t } = useTranslation();
  return followed
    ? <Tag color="green" style={{ marginInlineEnd: 0 }}>{t('companyWatch.followed')}</Tag>
    : <Typography.Text type="secondary">{t('companyWatch.notFollowed')}</Typography.Text>;
}

/** The columns of a library: the move, then the company as it is now. */
export function useLibraryColumns(actions: (move: MigrationRecord) => ReactNode): TableColumnsType<MigrationRecord> {
  const { t, i18n: { language } } = useTranslation();
  const actionsColumn = useActionsColumn();
  const columns: TableColumnsType<MigrationRecord> = [
    { key: 'name', title: t('companyWatch.name'), dataIndex: 'name' },
    { key: 'creditCode', title: t('companyWatch.creditCode'), dataIndex: 'creditCode' },
    { key: 'move', title: t('companyWatch.move'), render: (_, move) => `${move.from.fullName} → ${move.to.fullName}` },
    { key: 'migratedOn', title: t('companyWatch.migratedOn'), dataIndex: 'migratedOn' },
    { key: 'industry', title: t('companyWatch.industry'), render: (_, move) => industryName(move.industry, language) },
    {
      key: 'labels', title: t('companyWatch.labels'), render: (_, move) => <LabelTags codes={move.labels} />,
      onCell: () => ({ style: { minWidth: LABELS_MIN_WIDTH } }),
    },
    { key: 'registeredCapital', title: t('companyWatch.capital'), render: (_, move) => capitalText(move.registeredCapital, language) },
    { key: 'status', title: t('companyWatch.status'), render: (_, move) => <StatusTag code={move.status} /> },
    { key: 'followed', title: t('companyWatch.followState'), render: (_, move) => <FollowState followed={move.followed} /> },
  ];
  return [...columns.map((column, index) => (column.key === 'labels' ? column : dataColumn(column, index))), actionsColumn(actions)];
}
