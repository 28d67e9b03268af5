import { Space, Tag } from 'antd';
import { SYSTEM_APP_ID } from '@console/contract';
import { MENU_TYPES, menusCrud, type MenuTreeItem } from '@console/contract/menu';
import { useTranslation } from 'react-i18next';
import { declaredRecordResource } from '../../crud/crud-resource.ts';
import type { Option } from '../../crud/resource.ts';
import { MenuIcon } from '../../components/icons.tsx';
import { APP_FIELD, ComponentPathInput, IconSelect, MenuAppSelect, MenuParentSelect, PARENT_FIELD, PermTypeChoices } from './menu-controls.tsx';

/** A menu as a row of the tree table: `children` only when it has some, so that leaves show no expander. */
export type MenuRow = Omit<MenuTreeItem, 'list'> & { children?: MenuRow[] };

export const toMenuRows = (items: readonly MenuTreeItem[]): MenuRow[] =>
  items.map(({ list, ...item }) => ({ ...item, ...(list.length > 0 && { children: toMenuRows(list) }) }));

const MENU_TYPE_OPTIONS: Option[] = MENU_TYPES.map((type) => ({ value: type, label: `menuTypes.${type}`, color: type === 'button' ? 'default' : 'blue' }));

function MenuTitle({ menu }: { menu: MenuRow }) {
  return (
    <Space>
      <MenuIcon name={menu.icon} />
      {menu.title}
    </Space>
  );
}

function PermTags({ menu }: { menu: MenuRow }) {
  const { t } = useTranslation();
  return menu.permTypes.map((perm) => <Tag key={perm}>{t(`permTypes.${perm}`)}</Tag>);
}

export const menusResource = declaredRecordResource<typeof menusCrud, MenuRow, 'menus'>(menusCrud, {
  messages: 'menus',
  // The console's routes and access checks know its pages by their name, url, type and permission types.
  system: {
    tagOn: 'title', undeletable: 'menus.systemUndeletable',
    fixed: { columns: ['name', 'url', 'type', 'permTypes'], reason: 'menus.systemFixed' },
  },
  columns: [
    { key: 'title', render: (menu) => <MenuTitle menu={menu} /> },
    // A menu stays in its application: it is chosen when the menu is created.
    { key: APP_FIELD, title: 'menus.app', hideInTable: true, form: { kind: 'custom', control: <MenuAppSelect />, initialValue: SYSTEM_APP_ID } },
    { key: PARENT_FIELD, hideInTable: true, form: { kind: 'custom', control: (menu) => <MenuParentSelect moving={menu?.id} appId={menu?.appId} /> } },
    'name',
    { key: 'url', form: { kind: 'custom', control: <ComponentPathInput />, hint: 'menus.urlHint' } },
    { key: 'icon', hideInTable: true, form: { kind: 'custom', control: <IconSelect /> } },
    { key: 'type', options: MENU_TYPE_OPTIONS, form: { initialValue: 'page' } },
    { key: 'permTypes', render: (menu) => <PermTags menu={menu} />, form: { kind: 'custom', control: <PermTypeChoices />, initialValue: ['view'] } },
    'sort',
    'hidden',
  ],
});
