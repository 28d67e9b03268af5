import { productCategoriesRoutes, productCategoryCreateBody, productCategoryUpdateBody } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { defineResource, ENABLED_STATUSES } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';

export const productCategoriesResource = defineResource({
  key: 'product-categories',
  page: 'product-category-manage',
  title: 'productCategories.record',
  rowKey: 'id',
  query: productCategoriesRoutes.list.query!,
  list: (query) => call(productCategoriesRoutes.list, { query }),
  create: (body) => call(productCategoriesRoutes.save, { body }),
  createSchema: productCategoryCreateBody,
  update: (body) => call(productCategoriesRoutes.edit, { body }),
  updateSchema: productCategoryUpdateBody,
  // Refused with the server's message (shown by the request client) while a category still holds applications.
  remove: (ids) => call(productCategoriesRoutes.delete, { params: { ids: ids.join(',') } }),
  columns: [
    { key: 'name', title: 'productCategories.name', sortable: 'name', search: { kind: 'text' }, form: { kind: 'text', required: true } },
    { key: 'sort', title: 'productCategories.sort', sortable: 'sort', form: { kind: 'number', initialValue: 0 } },
    {
      key: 'enabled',
      title: 'productCategories.status',
      options: ENABLED_STATUSES,
      search: { kind: 'boolean' },
      form: { kind: 'switch', initialValue: true },
      toggle: (category, on) => call(productCategoriesRoutes.changeStatus, { params: { id: category.id, status: on ? '1' : '0' } }),
    },
    { key: 'productCount', title: 'productCategories.productCount' },
    { key: 'remark', title: 'productCategories.remark', form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'productCategories.createdAt', sortable: 'createdAt', exportValue: (category) => formatDateTime(category.createdAt) },
  ],
});
