import { productCategoriesCrud } from '@console/contract/products';
import { declaredResource } from '../../crud/crud-resource.ts';

/** Deleting is refused with the server's message (shown by the request client) while a category still holds applications. */
export const productCategoriesResource = declaredResource(productCategoriesCrud, {
  messages: 'productCategories',
  columns: ['name', 'sort', 'enabled', 'productCount', 'remark', 'createdAt'],
});
