import { saasProductsCrud, saasProductsRoutes } from '@console/contract/products';
import { declaredRecordResource } from '../../crud/crud-resource.ts';
import { callWith } from '../../lib/request.ts';

/** The SaaS product of one application, as the record dialog creates and edits it: the application is the one the drawer is about. */
export const saasProductResource = (productId: number) => {
  const resource = declaredRecordResource(saasProductsCrud, {
    messages: 'products',
    title: 'products.saasRecord',
    columns: [{ key: 'title', title: 'products.saasTitleField' }, 'description', 'sort', 'enabled'],
  });
  return {
    ...resource,
    create: (body: Record<string, unknown>) => callWith(saasProductsRoutes.create, { productId, ...body }),
    createSchema: saasProductsCrud.schemas.create.omit({ productId: true }),
  };
};
