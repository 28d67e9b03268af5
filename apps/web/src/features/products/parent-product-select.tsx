import { Select, type SelectProps } from 'antd';
import type { ProductRecord } from '@console/contract/products';
import { useAllProducts } from '../../components/all-products.ts';

/** The application and those below it: none of them can become its parent. */
function withDescendants(products: readonly ProductRecord[], productId: number): number[] {
  return [productId, ...products.filter((product) => product.parentId === productId).flatMap((child) => withDescendants(products, child.id))];
}

interface ParentProductSelectProps extends SelectProps<number | null> {
  /** The application being edited; none when creating one. */
  productId?: number;
}

/** The parent application, chosen among all the others. */
export function ParentProductSelect({ productId, value, ...props }: ParentProductSelectProps) {
  const products = useAllProducts();
  const all = products.data ?? [];
  const excluded = new Set(productId === undefined ? [] : withDescendants(all, productId));
  const options = all.filter(({ id }) => !excluded.has(id)).map(({ id, productName, appId }) => ({ value: id, label: `${productName}（${appId}）` }));
  return (
    <Select
      {...props}
      value={value ?? undefined}
      options={options}
      loading={products.isFetching}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
