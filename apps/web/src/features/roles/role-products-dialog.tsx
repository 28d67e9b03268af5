import { productGrantsRoutes } from '@console/contract/products';
import { type RoleRecord } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { useCall, useInvalidate } from '../../lib/query.ts';
import { call } from '../../lib/request.ts';
import { ProductGrantDialog } from '../../components/product-grant-dialog.tsx';

/** 应用权限 of a role: the applications its holders may use, each with the number of pages it opens to grants. */
export function RoleProductsDialog({ role, onClose }: { role: RoleRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const grants = useCall(productGrantsRoutes.pagesOfRole, { query: { roleId: role.id } });
  const choices = grants.data?.map((grant) => ({
    id: grant.id,
    label: grant.productName,
    categoryName: grant.categoryName,
    note: t('productGrants.pageCount', { count: grant.pageCount }),
  }));
  const save = async (productIds: number[]) => {
    await call(productGrantsRoutes.saveOfRole, { body: { roleId: role.id, productIds } });
    await invalidate(productGrantsRoutes.pagesOfRole);
  };

  return (
    <ProductGrantDialog
      title={t('productGrants.title', { name: role.name })}
      hint={t('productGrants.roleHint')}
      choices={choices}
      granted={grants.data?.filter(({ granted }) => granted).map(({ id }) => id)}
      failed={grants.isError}
      save={save}
      onClose={onClose}
    />
  );
}
