import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

interface RowActionProps {
  label: string;
  onClick: () => unknown;
  /** Asks this question first. */
  confirm?: string;
  danger?: boolean;
}

/** A link button of a table row, optionally confirmed; the confirmation waits for the action. */
export function RowAction({ label, onClick, confirm, danger }: RowActionProps) {
  const { t } = useTranslation();
  const button = (
    <Button type="link" size="small" danger={danger} onClick={confirm ? undefined : onClick}>
      {label}
    </Button>
  );
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
