import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'department-manage-list': () => import('./departments.page.tsx') },
};
