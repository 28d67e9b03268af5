import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_ROLE } from '@console/contract';
import { type ProductRecord } from '@console/contract/products';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../crud/crud-page.tsx';
import { RowAction } from '../../crud/row-action.tsx';
import { useHas, useHasAny, useHasRole } from '../../components/permission.tsx';
import { AccessKeyDialog } from './access-key-dialog.tsx';
import { CONFIG_PAGE, CONFIG_URL } from './product-pages.ts';
import { productsResource } from './products.resource.tsx';
import { SaasProductDrawer } from './saas-product-drawer.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(productsResource);

/** The applications of the console, each with its menu configuration, its SaaS offer and its key for calling the platform. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The configuration page is reached with its own role, which the admin role stands for.
  const isAdmin = useHasRole(ADMIN_ROLE);
  const holdsConfigRole = useHasRole(CONFIG_PAGE);
  const canConfigure = isAdmin || holdsConfigRole;
  const canManageSaas = useHasAny('add,edit,delete');
  const canManageKeys = useHas('edit');
  const [saasOf, setSaasOf] = useState<ProductRecord | null>(null);
  const [keyOf, setKeyOf] = useState<ProductRecord | null>(null);

  const actions = (product: ProductRecord) => (
    <>
      {canConfigure && <RowAction label={t('products.configure')} onClick={() => navigate(`${CONFIG_URL}?productId=${product.id}`)} />}
      {canManageSaas && <RowAction label={t('products.saas')} onClick={() => setSaasOf(product)} />}
      {canManageKeys && <RowAction label={t('products.accessKey')} onClick={() => setKeyOf(product)} />}
    </>
  );
  return (
    <>
      <CrudPage resource={productsResource} rowActions={canConfigure || canManageSaas ? actions : undefined} />
      {saasOf && <SaasProductDrawer product={saasOf} onClose={() => setSaasOf(null)} />}
      {keyOf && <AccessKeyDialog product={keyOf} onClose={() => setKeyOf(null)} />}
    </>
  );
}
