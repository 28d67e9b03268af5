import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'company-manage': lazy(() => import('./companies.page.tsx')) },
};
