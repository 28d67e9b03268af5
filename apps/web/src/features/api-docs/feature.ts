import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'api-docs': lazy(() => import('./api-docs.page.tsx')) },
};
