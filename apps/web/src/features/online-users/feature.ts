import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'online-users': lazy(() => import('./online-users.page.tsx')) },
};
