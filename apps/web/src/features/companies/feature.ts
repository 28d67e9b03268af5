import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'company-manage': () => import('./companies.page.tsx') },
};
