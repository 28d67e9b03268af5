import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { TOP_BAR_VISIBLE } from '@console/contract';

type BarItem = NonNullable<MenuProps['items']>[number];

/** Items keep narrow margins, so that more of them fit. */
const MENU_THEME = { components: { Menu: { itemPaddingInline: 12, horizontalLineHeight: '48px' } } };
const MORE_KEY = 'more';

/** The first `shown` entries as items, then `more` holding the rest. */
export function firstThenMore<T>(entries: readonly T[], itemOf: (entry: T) => BarItem, more: string, shown = TOP_BAR_VISIBLE): BarItem[] {
  const rest = entries.slice(shown);
  return [
    ...entries.slice(0, shown).map(itemOf),
    ...(rest.length > 0 ? [{ key: MORE_KEY, label: <>{more} <DownOutlined /></>, children: rest.map(itemOf) }] : []),
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
export function BarMenu<T>({ lead = [], entries, itemOf, more, ...props }: BarMenuProps<T>) {
  const bar = useRef<HTMLDivElement>(null);
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
          {...props}
          style={{ flex: '1 1 0', minWidth: 0, justifyContent: 'flex-end', borderBottom: 'none', background: 'transparent' }}
        />
      </ConfigProvider>
    </div>
  );
}
