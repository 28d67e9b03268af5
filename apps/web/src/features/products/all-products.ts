import { useQuery } from '@tanstack/react-query';
import { productsRoutes } from '@console/contract';
import { call } from '../../lib/request.ts';

/** Every application, for pickers. */
export const useAllProducts = () => useQuery({ queryKey: ['products', 'all'], queryFn: () => call(productsRoutes.allList) });
