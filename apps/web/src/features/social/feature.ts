import type { Feature } from '../../lib/feature.ts';

/** 社交账号绑定 and the public page `/relate`, where a social sign-in lands. */
export const feature: Feature = {
  pages: {
    'social-manage': () => import('./social.page.tsx'),
    relate: () => import('./relate.page.tsx'),
  },
};
