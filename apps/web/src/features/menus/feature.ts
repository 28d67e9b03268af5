import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'menu-manage': lazy(() => import('./menus.page.tsx')) },
};
