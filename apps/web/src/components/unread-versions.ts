import { versionsRoutes } from '@console/contract/versions';
import { useCall } from '../lib/query.ts';

/**
 * How many published versions (版本管理) the signed-in user has not opened: the customer shell's dot.
 * The versions page asks it again after marking one read.
 */
export const useUnreadVersions = (): number => useCall(versionsRoutes.unreadCount, {}, { staleTime: 60_000 }).data ?? 0;
