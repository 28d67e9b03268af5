import type { ProductRecord, SaasProductRecord } from '@console/contract/products';

export const pageOf = <T,>(records: T[]) => ({ data: { records, total: records.length, pageNumber: 1, pageSize: 10 } });

export function product(id: number, overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id, appId: `app${id}`, productName: `应用${id}`, productBackUrl: '', categoryId: null, categoryName: null, icon: '', sort: id,
    enabled: true, description: '', parentId: null, parentName: null, keyIssuedAt: null, signInSecretIssuedAt: null,
    productNameEn: null, descriptionEn: null, categoryNameEn: null,
    createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}

export function saasProduct(id: number, productId: number, overrides: Partial<SaasProductRecord> = {}): SaasProductRecord {
  return {
    id, productId, appId: `app${productId}`, productName: `应用${productId}`, title: '', description: '', sort: 0, enabled: true, data: {},
    createdAt: '2024-05-01T08:00:00.000Z', updatedAt: '2024-05-01T08:00:00.000Z', ...overrides,
  };
}
