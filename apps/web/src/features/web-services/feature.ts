import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'webservice-manage': () => import('./web-services.page.tsx') },
};
