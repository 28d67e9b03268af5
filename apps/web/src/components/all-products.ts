import { productsRoutes } from '@console/contract';
import { useCall } from '../lib/query.ts';

/** Every application, for pickers. */
export const useAllProducts = () => useCall(productsRoutes.allList);
