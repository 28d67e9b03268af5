import { productsRoutes } from '@console/contract/products';
import { useCall } from '../lib/query.ts';

/** Every application, for pickers. */
export const useAllProducts = () => useCall(productsRoutes.allList);
