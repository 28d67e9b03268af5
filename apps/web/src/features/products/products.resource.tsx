import { productCategoriesRoutes, productsCrud } from '@console/contract/products';
import { AppIcon } from '../../components/icons.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';
import { namedOptions } from '../../crud/resource.ts';
import { ParentProductSelect } from './parent-product-select.tsx';

const ICON_SIZE = 28;

/** Every category in its order. */
const categoryOptions = namedOptions(productCategoriesRoutes.options);

/** Deleting is refused with the server's message (shown by the request client) while an application has sub-applications. */
export const productsResource = declaredResource(productsCrud, {
  messages: 'products',
  columns: [
    'appId',
    { key: 'productName', render: (product) => inReadersLanguage(product.productName, product.productNameEn) },
    { key: 'productBackUrl', form: { kind: 'text' } },
    {
      key: 'categoryName',
      render: (product) => product.categoryName && inReadersLanguage(product.categoryName, product.categoryNameEn),
      search: { kind: 'select', field: 'categoryId', options: categoryOptions },
      form: { field: 'categoryId', options: categoryOptions },
    },
    { key: 'icon', render: (product) => product.icon && <AppIcon icon={product.icon} size={ICON_SIZE} />, form: { kind: 'text' } },
    'sort',
    'enabled',
    { key: 'parentName', form: { kind: 'custom', field: 'parentId', control: (product) => <ParentProductSelect productId={product?.id} /> } },
    { key: 'description', defaultHidden: true, render: (product) => inReadersLanguage(product.description, product.descriptionEn) },
    'createdAt',
  ],
});
