import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'role-manage': () => import('./roles.page.tsx') },
};
