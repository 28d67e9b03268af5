import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { productCategoriesRoutes, productsRoutes, type ProductLink } from '@console/contract';
import { call } from '../../lib/request.ts';
import { useSession } from '../../stores/session.store.ts';
import { useActiveProduct } from './active-product.ts';

/**
 * Keys carry the user id: the query cache outlives a sign-out, and the next account must not see
 * the applications of the one before.
 */
const PRODUCTS_KEY = ['products'] as const;
const pinnedKey = (userId: number) => [...PRODUCTS_KEY, 'pinned', userId] as const;
const pinGroupsKey = (userId: number) => [...PRODUCTS_KEY, 'pin-groups', userId] as const;
const searchQuery = (userId: number, name: string) => ({
  queryKey: [...PRODUCTS_KEY, 'search', userId, name] as const,
  queryFn: () => call(productsRoutes.search, { query: { name } }),
});

const useUserId = () => useSession((state) => state.userId);

/** The applications pinned to the signed-in user's top bar, in their order. */
export function usePinnedProducts() {
  const userId = useUserId();
  return useQuery({ queryKey: pinnedKey(userId), queryFn: () => call(productsRoutes.pinned), enabled: userId > 0 });
}

/** The applications the user may use, by category, for the pin panel and the applications view. */
export function usePinGroups() {
  const userId = useUserId();
  return useQuery({ queryKey: pinGroupsKey(userId), queryFn: () => call(productCategoriesRoutes.pinPanel), enabled: userId > 0 });
}

/** Applications whose name contains `name` (nothing is asked for a blank name). */
export function useProductSearch(name: string) {
  const userId = useUserId();
  return useQuery({ ...searchQuery(userId, name), enabled: name !== '' && userId > 0, placeholderData: keepPreviousData });
}

/**
 * Saves the pinned list in the given order and says so; the active top-bar item follows its
 * application to its new place. Refusals are shown by the request client.
 */
export function useSavePinned() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userId = useUserId();
  const queryClient = useQueryClient();
  const follow = useActiveProduct((state) => state.follow);
  return useMutation({
    mutationFn: (productIds: number[]) => call(productsRoutes.savePinned, { body: { productIds } }),
    onSuccess: (saved) => {
      follow(queryClient.getQueryData<ProductLink[]>(pinnedKey(userId)) ?? [], saved);
      queryClient.setQueryData(pinnedKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      void message.success(t('productBar.saved'));
    },
  });
}
