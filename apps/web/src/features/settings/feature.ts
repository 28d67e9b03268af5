import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'config-manage': () => import('./settings.page.tsx'),
    'security-settings': () => import('./security-settings.page.tsx'),
  },
};
