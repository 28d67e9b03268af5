import { useQuery } from '@tanstack/react-query';
import { Checkbox, Select, Space, TreeSelect, type GetProps, type SelectProps, type TreeSelectProps } from 'antd';
import { menuRoutes, PERM_TYPES, SYSTEM_APP_ID, type MenuOption } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/request.ts';
import { ICON_NAMES, MenuIcon } from '../../shell/icons.tsx';

interface ParentNode {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentNode[];
}

/** The menu being moved and everything under it cannot become its parent. */
function parentNodes(options: readonly MenuOption[], moving: number | undefined, insideMoving = false): ParentNode[] {
  return options.map(({ id, title, children }) => {
    const disabled = insideMoving || id === moving;
    return { value: id, title, disabled, children: parentNodes(children, moving, disabled) };
  });
}

/** The directories and pages a menu may go under; empty is the top level. */
export function MenuParentSelect({ moving, value, ...props }: TreeSelectProps<number | null> & { moving?: number }) {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: ['menus', 'select', SYSTEM_APP_ID], queryFn: () => call(menuRoutes.select, { query: { appId: SYSTEM_APP_ID } }) });
  return (
    <TreeSelect
      {...props}
      value={value ?? undefined}
      treeData={parentNodes(options.data ?? [], moving)}
      placeholder={t('menus.topLevel')}
      allowClear
      showSearch
      treeNodeFilterProp="title"
    />
  );
}

/** The icons the shell can draw, each shown with its name. */
export function IconSelect({ value, ...props }: SelectProps<string>) {
  const options = ICON_NAMES.map((name) => ({ value: name, label: <Space><MenuIcon name={name} />{name}</Space> }));
  return <Select {...props} value={value || undefined} options={options} allowClear showSearch={{ optionFilterProp: 'value' }} />;
}

export function PermTypeChoices(props: GetProps<typeof Checkbox.Group<string>>) {
  const { t } = useTranslation();
  return <Checkbox.Group {...props} options={PERM_TYPES.map((perm) => ({ value: perm, label: t(`menus.perms.${perm}`) }))} />;
}
