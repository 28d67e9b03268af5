import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';

export const feature: Feature = {
  pages: {
    login: lazy(() => import('./LoginPage.tsx')),
    shortMsg: lazy(() => import('./ShortMsgPage.tsx')),
    loginSign: lazy(() => import('./LoginSignPage.tsx')),
  },
};
