import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'product-manage': () => import('./products.page.tsx'),
    'product-config': () => import('./product-config.page.tsx'),
  },
};
