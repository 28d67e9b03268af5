import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'product-manage': lazy(() => import('./products.page.tsx')),
    'product-config': lazy(() => import('./product-config.page.tsx')),
  },
};
