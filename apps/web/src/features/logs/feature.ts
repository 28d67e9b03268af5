import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'log-manage': () => import('./logs.page.tsx') },
};
