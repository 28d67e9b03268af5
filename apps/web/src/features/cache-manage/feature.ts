import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'redis-manage': lazy(() => import('./cache.page.tsx')) },
};
