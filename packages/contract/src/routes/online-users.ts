import { z } from 'zod';
import { id, listQuery, pageOf, textFilter } from '../crud.ts';
import { MESSAGES } from '../messages.ts';
import { defineDomain, defineRoute, onPage } from '../route.ts';
import { sessionKey } from './account.ts';

/** A live session of any account, as 在线用户 shows it to the security administrator. */
export const onlineSession = z.object({
  /** The session's short key (the start of its token's hash, which opens nothing). */
  key: z.string(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the caller themselves. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSession>;

export const ONLINE_SESSION_SORTS = ['lastSeenAt', 'createdAt'] as const;

export const onlineUsersRoutes = {
  list: defineRoute({
    method: 'GET', path: '/session/online/list', access: onPage('online-users', 'view'),
    title: '在线用户', titleEn: 'Online users',
    summary: 'The live sessions of every account (not ended, expired or idle), the most recently used first, searched by username and IP',
    query: listQuery(ONLINE_SESSION_SORTS, { username: textFilter, ip: textFilter }), data: pageOf(onlineSession),
  }),
  end: defineRoute({
    method: 'POST', path: '/session/online/end', access: onPage('online-users', 'delete'),
    title: '强制下线', titleEn: 'Force sign-out',
    summary: "Ends one account's session by its key (forces it out at its next request); one's own current session signs out with `/user/logout`",
    body: z.strictObject({ userId: id, key: sessionKey }), data: z.null(), message: MESSAGES.duties.sessionEnded,
  }),
};

export const onlineUsersDomain = defineDomain('onlineUsers', onlineUsersRoutes);
