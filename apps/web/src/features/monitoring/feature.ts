import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'system-monitoring-menu': () => import('./monitoring.page.tsx') },
};
