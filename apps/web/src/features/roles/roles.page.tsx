import { useState } from 'react';
import { rolesRoutes, type RoleRecord } from '@console/contract/roles';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useHas } from '../../components/permission.tsx';
import { useCall } from '../../lib/query.ts';
import { RoleProductsDialog } from './role-products-dialog.tsx';
import { GrantDrawer } from './grant-drawer.tsx';
import { NetworksDialog } from './networks-dialog.tsx';
import { rolesResource } from './roles.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(rolesResource);

export default function RolesPage() {
  const { t } = useTranslation();
  const canEdit = useHas('edit');
  // The sign-in addresses are a permission of their own (a button, which the menu does not carry): the server says.
  const canSetNetworks = useCall(rolesRoutes.maySetNetworks).data?.allowed ?? false;
  const [granting, setGranting] = useState<RoleRecord | null>(null);
  const [grantingProducts, setGrantingProducts] = useState<RoleRecord | null>(null);
  const [settingNetworks, setSettingNetworks] = useState<RoleRecord | null>(null);
  const rowActions = (role: RoleRecord) => (
    <>
      {canEdit && <RowAction label={t('roles.grant')} onClick={() => setGranting(role)} />}
      {canEdit && <RowAction label={t('productGrants.action')} onClick={() => setGrantingProducts(role)} />}
      {canSetNetworks && <RowAction label={t('roles.networks.action')} onClick={() => setSettingNetworks(role)} />}
    </>
  );
  return (
    <>
      <CrudPage resource={rolesResource} rowActions={canEdit || canSetNetworks ? rowActions : undefined} />
      {granting && <GrantDrawer role={granting} onClose={() => setGranting(null)} />}
      {grantingProducts && <RoleProductsDialog role={grantingProducts} onClose={() => setGrantingProducts(null)} />}
      {settingNetworks && <NetworksDialog role={settingNetworks} onClose={() => setSettingNetworks(null)} />}
    </>
  );
}
