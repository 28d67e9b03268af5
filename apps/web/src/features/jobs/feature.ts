import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'quartz-manage': () => import('./jobs.page.tsx') },
};
