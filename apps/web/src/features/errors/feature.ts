import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 404: lazy(() => import('./NotFoundPage.tsx')) },
};
