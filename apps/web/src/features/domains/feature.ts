import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'domain-manage': lazy(() => import('./domains.page.tsx')) },
};
