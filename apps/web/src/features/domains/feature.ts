import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'domain-manage': () => import('./domains.page.tsx') },
};
