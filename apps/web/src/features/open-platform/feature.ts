import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    'isv-manage': () => import('./isvs.page.tsx'),
    'isv-role-manage': () => import('./isv-roles.page.tsx'),
    'isv-route-manage': () => import('./isv-routes.page.tsx'),
    'ipblack-manage': () => import('./ip-blacklist.page.tsx'),
    'isv-limit-manage': () => import('./isv-limits.page.tsx'),
  },
};
