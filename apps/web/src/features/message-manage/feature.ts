import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'message-manage': lazy(() => import('./message-manage.page.tsx')) },
};
