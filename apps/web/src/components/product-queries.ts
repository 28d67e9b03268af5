import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { productCategoriesRoutes, productsRoutes, type ProductLink } from '@console/contract/products';
import { queryKeyOf, useCall, useInvalidate } from '../lib/query.ts';
import { call } from '../lib/request.ts';
import { useSession } from '../stores/session.store.ts';
import { useActiveProduct } from '../stores/active-product.store.ts';

/** The applications are the signed-in user's: they are asked for once the session is loaded. */
const useLoaded = () => useSession((state) => state.userId > 0);

/** The applications pinned to the signed-in user's top bar, in their order. */
export function usePinnedProducts() {
  const loaded = useLoaded();
  return useCall(productsRoutes.pinned, {}, { enabled: loaded });
}

/** The applications the user may use, by category, for the pin panel and the applications view. */
export function usePinGroups() {
  const loaded = useLoaded();
  return useCall(productCategoriesRoutes.pinPanel, {}, { enabled: loaded });
}

/** Applications whose name contains `name` (nothing is asked for a blank name). */
export function useProductSearch(name: string) {
  const loaded = useLoaded();
  return useCall(productsRoutes.search, { query: { name } }, { enabled: name !== '' && loaded, placeholderData: keepPreviousData });
}

/**
 * Saves the pinned list in the given order and says so; the active top-bar item follows its
 * application to its new place. Refusals are shown by the request client.
 */
export function useSavePinned() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const follow = useActiveProduct((state) => state.follow);
  return useMutation({
    mutationFn: (productIds: number[]) => call(productsRoutes.savePinned, { body: { productIds } }),
    onSuccess: (saved) => {
      const pinnedKey = queryKeyOf(productsRoutes.pinned);
      follow(queryClient.getQueryData<ProductLink[]>(pinnedKey) ?? [], saved);
      queryClient.setQueryData(pinnedKey, saved);
      void invalidate(productsRoutes.pinned, productCategoriesRoutes.pinPanel, productsRoutes.search);
      void message.success(t('productBar.saved'));
    },
  });
}
