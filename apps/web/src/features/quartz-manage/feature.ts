import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'quartz-manage': lazy(() => import('./jobs.page.tsx')) },
};
