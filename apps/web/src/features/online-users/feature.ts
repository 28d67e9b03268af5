import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'online-users': () => import('./online-users.page.tsx') },
};
