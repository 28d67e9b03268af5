import type { ReactNode } from 'react';
import { Button, Grid, Popconfirm, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

interface RowActionProps {
  label: string;
  onClick: () => unknown;
  /** Asks this question first. */
  confirm?: string;
  danger?: boolean;
  /** Why the action is not possible for this row, when it is not: the button is disabled and says why. */
  disabledReason?: string;
}

/** A link button of a table row, optionally confirmed; the confirmation waits for the action. */
export function RowAction({ label, onClick, confirm, danger, disabledReason }: RowActionProps) {
  const { t } = useTranslation();
  const button = (
    <Button type="link" size="small" danger={danger} disabled={disabledReason !== undefined} onClick={confirm ? undefined : onClick}>
      {label}
    </Button>
  );
  if (disabledReason !== undefined) return <Tooltip title={disabledReason}>{button}</Tooltip>;
  if (!confirm) return button;
  return (
    <Popconfirm
      title={confirm}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ danger }}
      // The request client has already shown why a call failed.
      onConfirm={() => Promise.resolve(onClick()).catch(() => undefined)}
    >
      {button}
    </Popconfirm>
  );
}

/**
 * The 操作 column: a row's actions on one line, ending the row. On a wide screen it is pinned on the
 * right, so a table wider than its card keeps its actions in sight while its cells scroll beneath
 * them; on a phone it is not, as it would leave the cells no room.
 */
export function useActionsColumn() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md === true;
  return <T,>(actions: (record: T) => ReactNode): ColumnType<T> => ({
    key: 'actions',
    title: t('crud.actions'),
    ...(wide && { fixed: 'right' as const }),
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, record) => <Space size={0}>{actions(record)}</Space>,
  });
}
