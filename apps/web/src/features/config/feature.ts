import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'config-manage': lazy(() => import('./config.page.tsx')),
    'security-settings': lazy(() => import('./security-settings.page.tsx')),
  },
};
