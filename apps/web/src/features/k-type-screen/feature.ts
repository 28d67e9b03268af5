import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = { pages: { kTypeScreen: () => import('./k-type-screen.page.tsx') } };
