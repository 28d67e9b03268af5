import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { usersRoutes } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../lib/query.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;

interface OwnerSelectProps extends SelectProps<number | null> {
  /** The current owner, shown before any users are loaded. */
  owner?: { id: number; name: string };
}

/** A user picked by name: the users are asked for once the list opens, then as the name is typed. */
export function OwnerSelect({ owner, value, ...props }: OwnerSelectProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const searched = useDebounced(name.trim(), SEARCH_DELAY_MS);
  const users = useCall(usersRoutes.options, { query: { name: searched } }, { enabled: opened, placeholderData: keepPreviousData });
  const options = (users.data ?? []).map((user) => ({ value: user.id, label: `${user.name}（${user.username}）` }));
  if (owner && !options.some((option) => option.value === owner.id)) options.unshift({ value: owner.id, label: owner.name });

  return (
    <Select
      {...props}
      value={value ?? undefined}
      options={options}
      loading={users.isFetching}
      placeholder={t('domains.ownerPlaceholder')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setName }}
      onOpenChange={(open) => open && setOpened(true)}
    />
  );
}
