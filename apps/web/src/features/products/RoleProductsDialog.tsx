import { useQuery, useQueryClient } from '@tanstack/react-query';
import { productGrantsRoutes, type RoleRecord } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/request.ts';
import { ProductGrantDialog } from './ProductGrantDialog.tsx';

/** 应用权限 of a role: the applications its holders may use, each with the number of pages it opens to grants. */
export function RoleProductsDialog({ role, onClose }: { role: RoleRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['role-products', role.id];
  const grants = useQuery({ queryKey, queryFn: () => call(productGrantsRoutes.pagesOfRole, { query: { roleId: role.id } }) });
  const choices = grants.data?.map((grant) => ({
    id: grant.id,
    label: grant.productName,
    categoryName: grant.categoryName,
    note: t('productGrants.pageCount', { count: grant.pageCount }),
  }));
  const save = async (productIds: number[]) => {
    await call(productGrantsRoutes.saveOfRole, { body: { roleId: role.id, productIds } });
    await queryClient.invalidateQueries({ queryKey });
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
