import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { home: () => import('./home-page.tsx') },
};
