import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'file-manage': lazy(() => import('./files.page.tsx')) },
};
