import { saasProductsRoutes, type SaasProductRecord } from '@console/contract';
import type { z } from 'zod';
import { ENABLED_STATUSES, type RecordResource } from '../../crud/resource.ts';
import { call } from '../../lib/request.ts';

/** Where the SaaS products are kept: the drawer reads them and every change asks for them again. */
export const SAAS_PRODUCTS_KEY = ['saas-products'];

/** The dialog asks for the offer's own fields; the application is the one the drawer is about. */
const offerBody = saasProductsRoutes.save.body!.omit({ productId: true });
const updateBody = saasProductsRoutes.update.body!;

/** The SaaS product of one application, as the record dialog creates and edits it. */
export const saasProductResource = (productId: number): RecordResource<SaasProductRecord, z.input<typeof offerBody>, z.input<typeof updateBody>> => ({
  key: 'saas-products',
  page: 'product-manage',
  title: 'products.saasRecord',
  rowKey: 'id',
  create: (body) => call(saasProductsRoutes.save, { body: { productId, ...body } }),
  createSchema: offerBody,
  update: (body) => call(saasProductsRoutes.update, { body }),
  updateSchema: updateBody,
  columns: [
    { key: 'title', title: 'products.saasTitleField', form: { kind: 'text' } },
    { key: 'description', title: 'products.description', form: { kind: 'textarea' } },
    { key: 'sort', title: 'products.sort', form: { kind: 'number', initialValue: 0 } },
    { key: 'enabled', title: 'products.status', options: ENABLED_STATUSES, form: { kind: 'switch', initialValue: true } },
  ],
});
