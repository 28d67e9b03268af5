import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'product-category-manage': lazy(() => import('./product-categories.page.tsx')) },
};
