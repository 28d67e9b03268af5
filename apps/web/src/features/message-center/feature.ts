import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'message-center': lazy(() => import('./message-center.page.tsx')) },
};
