import { Space, Tag } from 'antd';
import { MENU_TYPES, menuCreateBody, menuRoutes, menuUpdateBody, SYSTEM_APP_ID, type MenuTreeItem } from '@console/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Option, RecordResource } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';
import { MenuIcon } from '../../shell/icons.tsx';
import { IconSelect, MenuParentSelect, PermTypeChoices } from './menu-controls.tsx';

/** A menu as a row of the tree table: `children` only when it has some, so that leaves show no expander. */
export type MenuRow = Omit<MenuTreeItem, 'list'> & { children?: MenuRow[] };

export const toMenuRows = (items: readonly MenuTreeItem[]): MenuRow[] =>
  items.map(({ list, ...item }) => ({ ...item, ...(list.length > 0 && { children: toMenuRows(list) }) }));

/** The menu tree of the console application, as the server answers it. */
export const loadMenuTree = () => call(menuRoutes.list, { query: { appId: SYSTEM_APP_ID } });

const MENU_TYPE_OPTIONS: Option[] = MENU_TYPES.map((type) => ({ value: type, label: `menus.types.${type}`, color: type === 'button' ? 'default' : 'blue' }));

function MenuTitle({ menu }: { menu: MenuRow }) {
  const { t } = useTranslation();
  return (
    <Space>
      <MenuIcon name={menu.icon} />
      {menu.title}
      {menu.builtin && <Tag>{t('menus.builtin')}</Tag>}
    </Space>
  );
}

function PermTags({ menu }: { menu: MenuRow }) {
  const { t } = useTranslation();
  return menu.permTypes.map((perm) => <Tag key={perm}>{t(`menus.perms.${perm}`)}</Tag>);
}

/** The server keeps a built-in menu's name, url and type: the console's routes and access checks use them. */
const fixedWhenBuiltin = (menu: MenuRow) => (menu.builtin ? 'menus.builtinFixed' : undefined);

export const menusResource: RecordResource<MenuRow, z.input<typeof menuCreateBody>, z.input<typeof menuUpdateBody>> = {
  key: 'menus',
  page: 'menu-manage',
  title: 'menus.record',
  rowKey: 'id',
  create: (body) => call(menuRoutes.save, { body }),
  createSchema: menuCreateBody,
  update: (body) => call(menuRoutes.update, { body }),
  updateSchema: menuUpdateBody,
  remove: (ids) => call(menuRoutes.delete, { body: { ids: ids.join(',') } }),
  columns: [
    { key: 'title', title: 'menus.title', render: (menu) => <MenuTitle menu={menu} />, form: { kind: 'text', required: true } },
    { key: 'parentId', title: 'menus.parent', hideInTable: true, form: { kind: 'custom', control: (menu) => <MenuParentSelect moving={menu?.id} /> } },
    { key: 'name', title: 'menus.name', form: { kind: 'text', required: true, readOnly: fixedWhenBuiltin } },
    { key: 'url', title: 'menus.url', form: { kind: 'text', readOnly: fixedWhenBuiltin } },
    { key: 'icon', title: 'menus.icon', hideInTable: true, form: { kind: 'custom', control: <IconSelect /> } },
    { key: 'type', title: 'menus.type', options: MENU_TYPE_OPTIONS, form: { kind: 'select', required: true, initialValue: 'page', readOnly: fixedWhenBuiltin } },
    {
      key: 'permTypes',
      title: 'menus.permTypes',
      render: (menu) => <PermTags menu={menu} />,
      form: { kind: 'custom', control: <PermTypeChoices />, initialValue: ['view'] },
    },
    { key: 'sort', title: 'menus.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'hidden', title: 'menus.hidden', form: { kind: 'switch', initialValue: false } },
  ],
};
