import { CrudPage } from '../../crud/crud-page.tsx';
import { productCategoriesResource } from './product-categories.resource.tsx';
import { listPrefetch } from '../../crud/prefetch.ts';

export const prefetch = listPrefetch(productCategoriesResource);

/** The categories the applications are grouped by, in the pin panel and the application pickers. */
export default function ProductCategoriesPage() {
  return <CrudPage resource={productCategoriesResource} />;
}
