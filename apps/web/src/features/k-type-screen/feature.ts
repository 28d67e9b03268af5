import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = { pages: { kTypeScreen: lazy(() => import('./k-type-screen.page.tsx')) } };
