import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'api-docs': () => import('./api-docs.page.tsx') },
};
