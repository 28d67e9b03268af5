import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'file-manage': () => import('./files.page.tsx') },
};
