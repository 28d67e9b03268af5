import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'redis-manage': () => import('./cache.page.tsx') },
};
