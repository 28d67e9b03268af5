import { Image } from 'antd';
import { productCategoriesRoutes, productCreateBody, productListBody, productsRoutes, productUpdateBody } from '@console/contract';
import { formatDateTime } from '../../crud/cells.tsx';
import { defineResource, ENABLED_STATUSES, type Option } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';
import { ParentProductSelect } from './ParentProductSelect.tsx';

const ICON_SIZE = 28;

/** Every category in its order. */
const categoryOptions = async (): Promise<Option[]> =>
  (await call(productCategoriesRoutes.options)).map(({ id, name }) => ({ value: id, label: name }));

export const productsResource = defineResource({
  key: 'products',
  page: 'product-manage',
  title: 'products.record',
  rowKey: 'id',
  query: productListBody,
  list: (query) => call(productsRoutes.list, { body: query }),
  create: (body) => call(productsRoutes.save, { body }),
  createSchema: productCreateBody,
  update: (body) => call(productsRoutes.edit, { body }),
  updateSchema: productUpdateBody,
  // Refused with the server's message (shown by the request client) while an application has sub-applications.
  remove: (ids) => call(productsRoutes.delete, { params: { ids: ids.join(',') } }),
  columns: [
    { key: 'appId', title: 'products.appId', sortable: 'appId', form: { kind: 'text', required: true } },
    { key: 'productName', title: 'products.productName', sortable: 'productName', search: { kind: 'text' }, form: { kind: 'text', required: true } },
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
      render: (product) => product.icon && <Image src={product.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} style={{ objectFit: 'contain' }} />,
      form: { kind: 'text' },
    },
    { key: 'sort', title: 'products.sort', sortable: 'sort', form: { kind: 'number', initialValue: 0 } },
    {
      key: 'enabled',
      title: 'products.status',
      options: ENABLED_STATUSES,
      search: { kind: 'boolean' },
      form: { kind: 'switch', initialValue: true },
      toggle: (product, on) => call(productsRoutes.changeStatus, { params: { id: product.id, status: on ? '1' : '0' } }),
    },
    {
      key: 'parentName',
      title: 'products.parent',
      form: { kind: 'custom', field: 'parentId', control: (product) => <ParentProductSelect productId={product?.id} /> },
    },
    { key: 'description', title: 'products.description', defaultHidden: true, form: { kind: 'textarea' } },
    { key: 'createdAt', title: 'products.createdAt', sortable: 'createdAt', exportValue: (product) => formatDateTime(product.createdAt) },
  ],
});
