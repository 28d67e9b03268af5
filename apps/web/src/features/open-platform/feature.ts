import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'isv-manage': lazy(() => import('./isvs.page.tsx')),
    'isv-role-manage': lazy(() => import('./isv-roles.page.tsx')),
    'isv-route-manage': lazy(() => import('./isv-routes.page.tsx')),
    'ipblack-manage': lazy(() => import('./ip-blacklist.page.tsx')),
    'isv-limit-manage': lazy(() => import('./isv-limits.page.tsx')),
  },
};
