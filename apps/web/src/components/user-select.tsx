import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { usersRoutes } from '@console/contract/users';
import { useCall } from '../lib/query.ts';
import { useDebounced } from '../lib/use-debounced.ts';

const SEARCH_DELAY_MS = 300;

interface UserOption {
  value: number;
  label: string;
}

export interface KnownUser {
  id: number;
  name: string;
}

interface UserSelectProps extends Omit<SelectProps, 'options'> {
  /** Users already chosen before any are loaded (the current owner, say), shown by their names. */
  known?: readonly KnownUser[];
}

/** The options antd hands `onChange`: one, several or none. */
const optionsIn = (option: unknown): UserOption[] => [option].flat().filter((one): one is UserOption => one !== undefined);

/**
 * One user, or several (`mode="multiple"`), picked by name: the users are asked for once the list
 * opens, then as the name is typed (the server answers a few at a time), and those picked keep their
 * names while others are searched.
 */
export function UserSelect({ known = [], value, onChange, ...props }: UserSelectProps) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<UserOption[]>([]);
  const searched = useDebounced(name.trim(), SEARCH_DELAY_MS);
  const users = useCall(usersRoutes.options, { query: { name: searched } }, { enabled: opened, placeholderData: keepPreviousData });
  const found = (users.data ?? []).map((user) => ({ value: user.id, label: `${user.name}（${user.username}）` }));
  // Each user once, those chosen first; a user found too is named as found, with the username.
  const labels = new Map([...known.map(({ id, name: label }) => ({ value: id, label })), ...picked, ...found].map(({ value: id, label }) => [id, label]));

  return (
    <Select
      {...props}
      value={value ?? undefined}
      options={[...labels].map(([id, label]) => ({ value: id, label }))}
      loading={users.isFetching}
      allowClear
      showSearch={{ filterOption: false, onSearch: setName }}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(next, option) => {
        setPicked(optionsIn(option));
        onChange?.(next, option);
      }}
    />
  );
}
