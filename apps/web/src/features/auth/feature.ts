import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    login: () => import('./LoginPage.tsx'),
    shortMsg: () => import('./ShortMsgPage.tsx'),
    loginSign: () => import('./LoginSignPage.tsx'),
  },
};
