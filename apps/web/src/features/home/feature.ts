import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { home: lazy(() => import('./HomePage.tsx')) },
};
