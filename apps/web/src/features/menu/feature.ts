import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'menu-manage': () => import('./menu.page.tsx') },
};
