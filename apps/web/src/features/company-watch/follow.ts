import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyWatchRoutes } from '@console/contract/company-watch';
import { useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

interface FollowChange {
  companyIds: number[];
  focus: boolean;
}

/**
 * 关注/取消关注 of companies. Every list showing whether a company is followed is asked again, and the
 * unread count: an unfollowed company's changes no longer count.
 */
export function useFollow() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (change: FollowChange) => call(companyWatchRoutes.batchUpdateFocus, { body: change }),
    onSuccess: (_, { focus }) => {
      void message.success(t(focus ? 'companyWatch.followDone' : 'companyWatch.unfollowDone'));
      return invalidate(companyWatchRoutes.migrationPage, companyWatchRoutes.followPage, companyWatchRoutes.changePage, companyWatchRoutes.unreadCount);
    },
  });
}
