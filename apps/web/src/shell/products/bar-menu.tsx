import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { ConfigProvider, Menu, type MenuProps, type MenuRef } from 'antd';
import { TOP_BAR_VISIBLE } from '@console/contract/products';

type BarItem = NonNullable<MenuProps['items']>[number];

/** Items keep narrow margins, so that more of them fit. */
const MENU_THEME = { components: { Menu: { itemPaddingInline: 12, horizontalLineHeight: '48px' } } };
const MORE_KEY = 'more';
/**
 * rc-menu's list keys its items by their place (and takes this prop through to it, though antd does not
 * declare it): 更多 became another element whenever the bar showed one entry fewer or more, as after
 * opening a page with a longer breadcrumb, and the focus on it was lost. Keyed by their own keys, they stay.
 */
const ITEMS_KEYED_BY_KEY: object = { itemKey: (item: ReactElement) => item.key };

/** The first `shown` entries as items, then `more` holding the rest. */
export function firstThenMore<T>(entries: readonly T[], itemOf: (entry: T) => BarItem, more: string, shown = TOP_BAR_VISIBLE): BarItem[] {
  const rest = entries.slice(shown);
  return [
    ...entries.slice(0, shown).map(itemOf),
    ...(rest.length > 0 ? [{ key: MORE_KEY, label: <>{more} <DownOutlined aria-hidden /></>, children: rest.map(itemOf) }] : []),
  ];
}

const overflows = (menu: Element) => [...menu.children].reduce((width, item) => width + item.getBoundingClientRect().width, 0) > menu.clientWidth;

/**
 * How many entries the bar shows before its 更多: at most `most`, and fewer while its items are
 * wider than the room it has. The count starts again from `most` whenever the room or what the bar
 * holds (`holding`) changes, and is brought down before the browser paints.
 */
function useFittingCount(bar: RefObject<HTMLDivElement | null>, most: number, holding: string): number {
  const [room, setRoom] = useState<number | null>(null);
  const [fitted, setFitted] = useState({ for: '', shown: most });
  const key = `${room}|${holding}`;
  const shown = fitted.for === key ? fitted.shown : most;
  useLayoutEffect(() => {
    const menu = bar.current?.querySelector('ul');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- measuring the items laid out, before paint, is what a layout effect is for
    if (menu && shown > 0 && overflows(menu)) setFitted({ for: key, shown: shown - 1 });
  }, [bar, key, shown]);
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [bar]);
  return shown;
}

/**
 * 更多 kept open and shut as a menu button is, for the keyboard: choosing an entry in it, or leaving
 * it with Tab, shuts it and gives the focus back to 更多 (the list's items are gone once it shuts, and
 * the focus with them), so that Tab goes on from 更多 to what follows the bar.
 */
function useMoreList(bar: RefObject<HTMLDivElement | null>, onClick: MenuProps['onClick']) {
  const menu = useRef<MenuRef>(null);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const backToMore = () => {
    setOpenKeys([]);
    menu.current?.menu?.findItem({ key: MORE_KEY })?.focus();
  };
  return {
    ref: menu,
    openKeys,
    // rc-menu answers Enter on an entry by also opening it, as if it held a list; that would open 更多 again just as the choice shut it.
    onOpenChange: (keys: string[]) => keys.every((key) => key === MORE_KEY) && setOpenKeys(keys),
    onClick: ((info) => {
      onClick?.(info);
      if (info.keyPath.includes(MORE_KEY)) backToMore();
    }) satisfies MenuProps['onClick'],
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === ' ') return pressWithSpace(event);
      if (event.key !== 'Tab' || openKeys.length === 0) return;
      if (bar.current?.contains(event.target as Node)) setOpenKeys([]);
      else backToMore();
    },
  };
}

/**
 * Space on an entry of the bar does what a click does, as on a button: it opens 更多 (the arrows then
 * move into it) or opens the entry. rc-menu answers Enter and the arrows only; the page would scroll.
 */
function pressWithSpace(event: KeyboardEvent): void {
  const entry = event.target as HTMLElement;
  if (entry.getAttribute('role') !== 'menuitem') return;
  event.preventDefault();
  entry.click();
}

interface BarMenuProps<T> extends Pick<MenuProps, 'selectedKeys' | 'onClick' | 'aria-label'> {
  /** Items always shown first (总览). */
  lead?: BarItem[];
  entries: readonly T[];
  itemOf: (entry: T) => BarItem;
  /** The label of the dropdown holding the entries not shown. */
  more: string;
}

/**
 * A menu of the top bar's applications: the first five entries, then `more` with the rest, on one
 * line. When the bar has too little room for them, fewer show and 更多 holds the others, so that
 * every entry is at most one dropdown away.
 */
export function BarMenu<T>({ lead = [], entries, itemOf, more, onClick, ...props }: BarMenuProps<T>) {
  const bar = useRef<HTMLDivElement>(null);
  const moreList = useMoreList(bar, onClick);
  const holding = [more, ...[...lead, ...entries.map(itemOf)].map((item) => item?.key)].join(',');
  const shown = useFittingCount(bar, TOP_BAR_VISIBLE, holding);
  return (
    <div ref={bar} style={{ flex: '1 1 0', minWidth: 0, display: 'flex', justifyContent: 'flex-end' }}>
      <ConfigProvider theme={MENU_THEME}>
        <Menu
          mode="horizontal"
          triggerSubMenuAction="click"
          disabledOverflow
          items={[...lead, ...firstThenMore(entries, itemOf, more, shown)]}
          {...ITEMS_KEYED_BY_KEY}
          {...props}
          {...moreList}
          style={{ flex: '1 1 0', minWidth: 0, justifyContent: 'flex-end', borderBottom: 'none', background: 'transparent' }}
        />
      </ConfigProvider>
    </div>
  );
}
