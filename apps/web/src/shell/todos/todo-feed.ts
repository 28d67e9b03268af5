import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type Page } from '@console/contract';
import { messagesRoutes, type PushedMessage, type TodoRecord } from '@console/contract/messages';
import { i18n } from '../../lib/i18n.ts';
import { queryKeyOf, useCall, useInvalidate } from '../../lib/query.ts';
import { useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime.ts';
import { useSession } from '../../stores/session.store.ts';

/** While the socket is down the count is asked this often, so a badge is never long behind. */
export const COUNT_POLL_MS = 15_000;
/**
 * The count is asked again this long after the last pushed message: a count asked just before a burst
 * of messages can answer after some of them were added to it, and would otherwise stay one short.
 */
export const COUNT_SETTLE_MS = 1_000;
/** The top bar lists the latest to-dos: the first page of them. */
export const LATEST_TODOS = { body: { pageNumber: 1, pageSize: 10 } };

/** The user's unread to-dos: pushed while the socket is open, asked for every COUNT_POLL_MS while it is not. */
export function useUnreadCount() {
  const connected = useRealtimeConnected();
  return useCall(messagesRoutes.count, {}, { refetchInterval: connected ? false : COUNT_POLL_MS });
}

export function useLatestTodos() {
  return useCall(messagesRoutes.todoList, LATEST_TODOS);
}

/**
 * A pushed message as the list holds it: the user's, unread, in the reader's language (the platform's
 * own come in English too). The list tells its time from `createTime`, not the server's wording.
 */
function asTodo({ english, ...message }: PushedMessage, receiveUserId: number): TodoRecord {
  return { ...message, ...(i18n.language === 'en-US' && english), receiveUserId, betweenDate: '', read: false, readTime: null };
}

function withNewest(page: Page<TodoRecord>, todo: TodoRecord): Page<TodoRecord> {
  if (page.records.some((record) => record.id === todo.id)) return page;
  return { ...page, records: [todo, ...page.records].slice(0, page.pageSize), total: page.total + 1 };
}

/**
 * Keeps the badge and the latest to-dos as the socket tells: a message adds one unread and goes on
 * top of the list (the message centre's lists are asked again), a count read elsewhere replaces the
 * count. What happened while the socket was down was never pushed: each connection asks for both.
 */
export function useFollowPushedTodos(): void {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const userId = useSession((state) => state.userId);
  const connected = useRealtimeConnected();
  const countKey = queryKeyOf(messagesRoutes.count);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  useRealtimeEvent('message', ({ message }) => {
    queryClient.setQueryData<number>(countKey, (count) => (count === undefined ? undefined : count + 1));
    clearTimeout(settle.current);
    settle.current = setTimeout(() => void invalidate(messagesRoutes.count), COUNT_SETTLE_MS);
    queryClient.setQueryData<Page<TodoRecord>>(queryKeyOf(messagesRoutes.todoList, LATEST_TODOS), (page) => page && withNewest(page, asTodo(message, userId)));
    void invalidate(messagesRoutes.search);
  });
  useRealtimeEvent('count', ({ count }) => queryClient.setQueryData(countKey, count));
  useEffect(() => {
    if (connected) void invalidate(messagesRoutes.count, messagesRoutes.todoList);
  }, [connected, invalidate]);
}
