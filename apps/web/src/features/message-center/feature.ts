import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: { 'message-center': () => import('./message-center.page.tsx') },
};
