import { productCategoriesRoutes, productsCrud } from '@console/contract';
import { AppIcon } from '../../components/icons.tsx';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES, namedOptions } from '../../crud/resource.ts';
import { ParentProductSelect } from './parent-product-select.tsx';

const ICON_SIZE = 28;

/** Every category in its order. */
const categoryOptions = namedOptions(productCategoriesRoutes.options);

/** Deleting is refused with the server's message (shown by the request client) while an application has sub-applications. */
export const productsResource = declaredResource(productsCrud, {
  title: 'products.record',
  columns: [
    { key: 'appId', title: 'products.appId', form: { kind: 'text' } },
    { key: 'productName', title: 'products.productName', form: { kind: 'text' } },
    { key: 'productBackUrl', title: 'products.productBackUrl', form: { kind: 'text' } },
    {
      key: 'categoryName',
      title: 'products.category',
      search: { kind: 'select', field: 'categoryId', options: categoryOptions },
      form: { kind: 'select', field: 'categoryId', options: categoryOptions },
    },
    {
      key: 'icon',
      title: 'products.icon',
      render: (product) => product.icon && <AppIcon icon={product.icon} size={ICON_SIZE} />,
      form: { kind: 'text' },
    },
    { key: 'sort', title: 'products.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'enabled', title: 'products.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
    {
      key: 'parentName',
      title: 'products.parent',
      form: { kind: 'custom', field: 'parentId', control: (product) => <ParentProductSelect productId={product?.id} /> },
    },
    { key: 'description', title: 'products.description', defaultHidden: true, form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'products.createdAt', exportValue: (product) => formatDateTime(product.createdAt) },
  ],
});
