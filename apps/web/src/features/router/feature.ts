import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'route-manage': () => import('./component-routes.page.tsx') },
};
