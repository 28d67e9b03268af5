import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'system-monitoring-menu': lazy(() => import('./monitoring.page.tsx')) },
};
