import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'product-category-manage': () => import('./product-categories.page.tsx') },
};
