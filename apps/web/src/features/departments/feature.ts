import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'department-manage-list': lazy(() => import('./departments.page.tsx')) },
};
