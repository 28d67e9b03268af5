import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'webservice-manage': lazy(() => import('./webservices.page.tsx')) },
};
