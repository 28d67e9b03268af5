import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 404: () => import('./not-found-page.tsx') },
};
