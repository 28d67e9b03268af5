import { useQueryClient } from '@tanstack/react-query';
import { productGrantsRoutes } from '@console/contract/products';
import { type UserRecord } from '@console/contract/users';
import { useTranslation } from 'react-i18next';
import { queryKeyOf, useCall } from '../../lib/query.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { call } from '../../lib/request.ts';
import { useAllProducts } from '../../components/all-products.ts';
import { ProductGrantDialog } from '../../components/product-grant-dialog.tsx';

/** 应用权限 of a user: the applications granted directly, with those coming through roles locked on. */
export function UserProductsDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = { query: { userId: user.id } };
  const products = useAllProducts();
  const grants = useCall(productGrantsRoutes.ofUser, input);
  const viaRoles = new Set(grants.data?.viaRoles);
  const choices = products.data?.map((product) => ({
    id: product.id,
    label: inReadersLanguage(product.productName, product.productNameEn),
    categoryName: product.categoryName && inReadersLanguage(product.categoryName, product.categoryNameEn),
    note: product.enabled ? undefined : t('crud.disabled'),
    lockedReason: viaRoles.has(product.id) ? t('productGrants.viaRoles') : undefined,
  }));
  const save = async (productIds: number[]) => queryClient.setQueryData(queryKeyOf(productGrantsRoutes.ofUser, input), await call(productGrantsRoutes.saveOfUser, { body: { userId: user.id, productIds } }));

  return (
    <ProductGrantDialog
      title={t('productGrants.title', { name: user.name })}
      hint={t('productGrants.userHint')}
      choices={choices}
      granted={grants.data?.productIds}
      failed={products.isError || grants.isError}
      save={save}
      onClose={onClose}
    />
  );
}
