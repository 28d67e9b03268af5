import { useState } from 'react';
import type { RoleRecord } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/CrudPage.tsx';
import { RowAction } from '../../crud/RowAction.tsx';
import { useHas } from '../../components/permission.tsx';
import { RoleProductsDialog } from './RoleProductsDialog.tsx';
import { GrantDrawer } from './GrantDrawer.tsx';
import { rolesResource } from './roles.resource.tsx';

export default function RolesPage() {
  const { t } = useTranslation();
  const canEdit = useHas('edit');
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  const [grantingProducts, setGrantingProducts] = useState<RoleRecord | null>(null);
  const grantActions = (role: RoleRecord) => (
    <>
      <RowAction label={t('roles.grant')} onClick={() => setGranting(role)} />
      <RowAction label={t('productGrants.action')} onClick={() => setGrantingProducts(role)} />
    </>
  );
  return (
    <>
      <CrudPage resource={rolesResource} rowActions={canEdit ? grantActions : undefined} />
      {granting && <GrantDrawer role={granting} onClose={() => setGranting(null)} />}
      {grantingProducts && <RoleProductsDialog role={grantingProducts} onClose={() => setGrantingProducts(null)} />}
    </>
  );
}
