import { useCallback, useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyWatchRoutes } from '@console/contract/company-watch';
import { addMessages, bilingual, type MessagesOf } from '../lib/i18n.ts';
import { queryKeyOf, useCall, useInvalidate } from '../lib/query.ts';
import { useRealtimeConnected, useRealtimeEvent } from '../lib/realtime.ts';
import { call } from '../lib/request.ts';

const messages = bilingual(
  { unreadChanges: { badge: '{{count}} 条未读动态' } },
  { unreadChanges: { badge: '{{count}} unread changes' } },
);
addMessages('unread-changes', messages);

declare module '../lib/i18n.ts' {
  interface AppMessages extends MessagesOf<typeof messages> {}
}

/** While the socket is down the count is asked this often, so the badge is never long behind. */
export const UNREAD_POLL_MS = 60_000;
const COUNT_KEY = queryKeyOf(companyWatchRoutes.unreadCount);

/**
 * After changes were marked read or unread: the badge takes the count the call answered, and the
 * lists showing read states are asked again.
 */
export function useReadStateChanged(): (unread: number) => Promise<void> {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallback((unread) => {
    queryClient.setQueryData(COUNT_KEY, unread);
    return invalidate(companyWatchRoutes.changePage, companyWatchRoutes.followPage);
  }, [queryClient, invalidate]);
}

/** 全部已读 of the changes of every followed company. */
export function useReadAllChanges() {
  const changed = useReadStateChanged();
  return useMutation({
    mutationFn: () => call(companyWatchRoutes.readAll, { body: { isRead: 1 } }),
    onSuccess: changed,
  });
}

/**
 * How many changes of the companies the user follows are unread: the trends centre's badge. The
 * socket tells the new count whenever a followed company changes or changes are read in another tab
 * (the lists of changes are asked again then); what it missed while down, each connection asks for.
 */
export function useUnreadChanges(): number {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const connected = useRealtimeConnected();
  useRealtimeEvent('companyChanges', ({ unread }) => {
    queryClient.setQueryData(COUNT_KEY, unread);
    void invalidate(companyWatchRoutes.changePage, companyWatchRoutes.followPage);
  });
  useEffect(() => {
    if (connected) void invalidate(companyWatchRoutes.unreadCount);
  }, [connected, invalidate]);
  return useCall(companyWatchRoutes.unreadCount, {}, { refetchInterval: connected ? false : UNREAD_POLL_MS }).data ?? 0;
}
