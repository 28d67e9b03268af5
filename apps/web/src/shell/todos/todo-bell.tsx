import { Suspense, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { UNREAD_BADGE_MAX } from '@console/contract/messages';
import { OpenedOnce } from '../../lib/on-demand.tsx';
import { TodoDetailDialog, TodoPanel } from './lazy-todo-parts.ts';
import { useFollowPushedTodos, useUnreadCount } from './todo-feed.ts';

/** The specification's width of the to-do popover; a phone narrower than that gives it its whole width. */
const TODO_POPOVER_WIDTH = 400;
const POPOVER_STYLES = { root: { width: TODO_POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)' } };
/** Kept inside the window: on a phone the bell is too near the edge for a popover under it to fit, so it moves aside. */
const POPOVER_ALIGN = { overflow: { adjustX: true, adjustY: true, shiftX: true } };

/**
 * The top bar's to-dos: the bell with the unread count, which follows the message socket; its
 * popover lists the latest, and a to-do opens in the detail dialog. From the keyboard, the popover
 * takes the focus when it opens, and Escape, Tab out of it or the closed dialog give it back to the bell.
 */
export function TodoBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  useFollowPushedTodos();
  const [open, setOpen] = useState(false);
  const [todoId, setTodoId] = useState<number | null>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  // The panel's code arrives after the first opening: it takes the focus as it comes.
  const panelRef = useCallback((element: HTMLDivElement | null) => {
    panel.current = element;
    element?.focus({ preventScroll: true });
  }, []);
  const focusBell = () => bell.current?.focus();
  const openTodo = (id: number) => {
    setOpen(false);
    setTodoId(id);
  };
  // The popover lies at the end of the page: Tab past its last control goes on from the bell, to what
  // follows it on the bar, and Shift+Tab before its first comes back to the bell, the popover closing.
  const leaveOnTab = (event: KeyboardEvent<HTMLDivElement>) => {
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), a[href]')];
    const active = document.activeElement;
    const leaving = event.shiftKey ? active === panel.current || active === controls[0] : active === controls.at(-1);
    if (!leaving) return;
    setOpen(false);
    focusBell();
    if (event.shiftKey) event.preventDefault();
  };
  const content = (
    <div onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') focusBell();
      else if (event.key === 'Tab') leaveOnTab(event);
    }}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <TodoPanel ref={panelRef} unread={unread} onOpenTodo={openTodo} onLeave={() => setOpen(false)} />
      </Suspense>
    </div>
  );
  return (
    <>
      <Popover open={open} onOpenChange={setOpen} afterOpenChange={(shown) => shown && panel.current?.focus({ preventScroll: true })}
        trigger="click" placement="bottomRight" align={POPOVER_ALIGN} title={t('nav.todo')} content={content} styles={POPOVER_STYLES}>
        <Button ref={bell} type="text" aria-label={t('todos.bell', { count: unread })} aria-haspopup="dialog" aria-expanded={open}
          icon={<Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small"><BellOutlined /></Badge>} />
      </Popover>
      <OpenedOnce open={todoId !== null}>
        <TodoDetailDialog id={todoId} onClose={() => setTodoId(null)} afterClose={focusBell} />
      </OpenedOnce>
    </>
  );
}
