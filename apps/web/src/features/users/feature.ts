import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'user-manage': () => import('./users.page.tsx'),
    'department-personnel-manage': () => import('./department-staff.page.tsx'),
  },
};
