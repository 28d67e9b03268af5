import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'route-manage': lazy(() => import('./component-routes.page.tsx')) },
};
