import type { SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserSelect, type KnownUser } from '../../components/user-select.tsx';

interface OwnerSelectProps extends SelectProps<number | null> {
  /** The current owner, shown before any users are loaded. */
  owner?: KnownUser;
}

/** The domain's owner, a user picked by name. */
export function OwnerSelect({ owner, ...props }: OwnerSelectProps) {
  const { t } = useTranslation();
  return <UserSelect {...props} known={owner ? [owner] : []} placeholder={t('domains.ownerPlaceholder')} />;
}
