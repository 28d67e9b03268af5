import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'role-manage': lazy(() => import('./roles.page.tsx')) },
};
