import { DownOutlined } from '@ant-design/icons';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { TOP_BAR_VISIBLE } from '@console/contract';

type BarItem = NonNullable<MenuProps['items']>[number];

/** Items keep narrow margins, so that more of them fit. */
const MENU_THEME = { components: { Menu: { itemPaddingInline: 12, horizontalLineHeight: '48px' } } };
const MORE_KEY = 'more';

/** The first five entries as items, then `more` holding the rest. */
export function firstThenMore<T>(entries: readonly T[], itemOf: (entry: T) => BarItem, more: string): BarItem[] {
  const rest = entries.slice(TOP_BAR_VISIBLE);
  return [
    ...entries.slice(0, TOP_BAR_VISIBLE).map(itemOf),
    ...(rest.length > 0 ? [{ key: MORE_KEY, label: <>{more} <DownOutlined /></>, children: rest.map(itemOf) }] : []),
  ];
}

/**
 * A menu of the top bar's applications. It fills the room the bar has left: when that is too little
 * for every item, the last ones fold into "…", so the bar stays on one line.
 */
export function BarMenu(props: Pick<MenuProps, 'items' | 'selectedKeys' | 'onClick' | 'aria-label'>) {
  return (
    <ConfigProvider theme={MENU_THEME}>
      <Menu
        mode="horizontal"
        triggerSubMenuAction="click"
        {...props}
        style={{ flex: '1 1 0', minWidth: 0, justifyContent: 'flex-end', borderBottom: 'none', background: 'transparent' }}
      />
    </ConfigProvider>
  );
}
