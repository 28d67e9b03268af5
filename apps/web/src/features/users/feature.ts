import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'user-manage': lazy(() => import('./users.page.tsx')),
    'department-personnel-manage': lazy(() => import('./department-staff.page.tsx')),
  },
};
