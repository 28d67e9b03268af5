import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'dict-manage': () => import('./dicts.page.tsx'),
    'position-config': () => import('./position-config.page.tsx'),
  },
};
