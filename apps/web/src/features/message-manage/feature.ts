import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'message-manage': () => import('./message-manage.page.tsx') },
};
