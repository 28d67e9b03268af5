import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { subAccountProductsRoutes, type SubAccountRecord } from '@console/contract/sub-accounts';
import { ProductGrantDialog } from '../../components/product-grant-dialog.tsx';
import { queryKeyOf, useCall } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';

/** 应用分配 of a sub-account: checkboxes of the main account's own SaaS products. */
export function SubAccountProductsDialog({ subAccount, onClose }: { subAccount: SubAccountRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = { query: { userId: subAccount.id } };
  const grants = useCall(subAccountProductsRoutes.ofSubAccount, input);
  const choices = grants.data?.available.map((product) => ({
    id: product.id,
    label: product.title || product.productName,
    categoryName: t('userSub.saasProducts'),
    note: product.title && product.title !== product.productName ? product.productName : undefined,
  }));
  const save = async (productIds: number[]) =>
    queryClient.setQueryData(queryKeyOf(subAccountProductsRoutes.ofSubAccount, input), await call(subAccountProductsRoutes.save, { body: { userId: subAccount.id, productIds } }));

  return (
    <ProductGrantDialog
      title={t('userSub.productsTitle', { name: subAccount.name })}
      hint={t('userSub.productsHint')}
      choices={choices}
      granted={grants.data?.productIds}
      failed={grants.isError}
      save={save}
      onClose={onClose}
    />
  );
}
