import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'dict-manage': lazy(() => import('./dicts.page.tsx')),
    'position-config': lazy(() => import('./position-config.page.tsx')),
  },
};
