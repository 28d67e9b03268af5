import { productCategoriesCrud } from '@console/contract/products';
import { declaredResource } from '../../crud/crud-resource.ts';
import { inReadersLanguage } from '../../lib/i18n.ts';

/** Deleting is refused with the server's message (shown by the request client) while a category still holds applications. */
export const productCategoriesResource = declaredResource(productCategoriesCrud, {
  messages: 'productCategories',
  columns: [
    { key: 'name', render: (category) => inReadersLanguage(category.name, category.nameEn) },
    'sort', 'enabled', 'productCount',
    { key: 'remark', render: (category) => inReadersLanguage(category.remark, category.remarkEn) },
    'createdAt',
  ],
});
