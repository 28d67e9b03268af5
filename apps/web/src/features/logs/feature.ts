import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'log-manage': lazy(() => import('./logs.page.tsx')) },
};
