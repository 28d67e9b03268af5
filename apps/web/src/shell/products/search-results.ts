import type { ProductSearchOption } from '@console/contract/products';

export interface FoundProduct {
  /** The ids from the top result down to this one: an application can show up at more than one level. */
  key: string;
  depth: number;
  option: ProductSearchOption;
}

/** The results as one list, each application followed by its sub-applications. */
export function flattenResults(options: readonly ProductSearchOption[], depth = 0, parentKey = ''): FoundProduct[] {
  return options.flatMap((option) => {
    const key = `${parentKey}${option.product_id}`;
    return [{ key, depth, option }, ...flattenResults(option.child, depth + 1, `${key}/`)];
  });
}
