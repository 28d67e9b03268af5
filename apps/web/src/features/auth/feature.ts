import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    login: () => import('./login-page.tsx'),
    shortMsg: () => import('./short-msg-page.tsx'),
    loginSign: () => import('./login-sign-page.tsx'),
  },
};
