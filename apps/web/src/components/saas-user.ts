import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SAAS_USER_TYPE } from '@console/contract';
import { saasViewRoutes, type SaasTheme, type SaasUserInfo } from '@console/contract/saas-view';
import { queryKeyOf, useCall, useInvalidate } from '../lib/query.ts';
import { call } from '../lib/request.ts';
import { useRouteTable } from '../lib/routes.ts';
import { useSession } from '../stores/session.store.ts';
import { destinationOf } from './open-product.ts';

/** Whether the signed-in account is a customer, as the server said at sign-in (not as storage says). */
export const useIsCustomer = () => useSession((state) => state.userId > 0 && state.info?.userType === SAAS_USER_TYPE);

/** The signed-in customer as the customer shell shows them: profile, main account, themes. */
export function useSaasUser() {
  const customer = useIsCustomer();
  return useCall(saasViewRoutes.syncSaasUserInfo, {}, { enabled: customer });
}

/**
 * Makes a theme the active one (remembered on the server) and opens its first page: a page of the
 * console, or the product's own site in a new tab.
 */
export function useChooseTheme() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const { constant, permission } = useRouteTable();
  return useMutation({
    mutationFn: (theme: SaasTheme) => call(saasViewRoutes.chooseTheme, { body: { id: theme.id } }),
    onSuccess: (chosen) => {
      queryClient.setQueryData<SaasUserInfo>(queryKeyOf(saasViewRoutes.syncSaasUserInfo), (info) => info && {
        ...info, activeThemeId: chosen.id, themes: info.themes.map((theme) => ({ ...theme, chosen: theme.id === chosen.id })),
      });
      void invalidate(saasViewRoutes.themes);
      const destination = destinationOf(chosen.appId, chosen.productBackUrl, [...constant, ...permission]);
      if (destination.kind === 'route') void navigate(destination.path);
      else if (destination.kind === 'external') window.open(destination.url, '_blank', 'noopener');
      else void message.warning(t('productBar.cannotOpen', { name: chosen.title || chosen.productName }));
    },
  });
}

/** A theme's name on a card or in the top bar: its own title, else its application's name. */
export const themeName = (theme: Pick<SaasTheme, 'title' | 'productName'>) => theme.title || theme.productName;
