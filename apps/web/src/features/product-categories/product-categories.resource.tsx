import { productCategoriesCrud } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { declaredResource } from '../../crud/crud-resource.ts';
import { ENABLED_STATUSES } from '../../crud/resource.ts';

/** Deleting is refused with the server's message (shown by the request client) while a category still holds applications. */
export const productCategoriesResource = declaredResource(productCategoriesCrud, {
  title: 'productCategories.record',
  columns: [
    { key: 'name', title: 'productCategories.name', form: { kind: 'text' } },
    { key: 'sort', title: 'productCategories.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'enabled', title: 'productCategories.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
    { key: 'productCount', title: 'productCategories.productCount' },
    { key: 'remark', title: 'productCategories.remark', form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'productCategories.createdAt', exportValue: (category) => formatDateTime(category.createdAt) },
  ],
});
