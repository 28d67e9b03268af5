import type { Feature } from '../../lib/feature.ts';

/** 适岗培训: the training home page (figures, programmes, enrolments) and the training companies. */
export const feature: Feature = {
  pages: {
    'train-home': () => import('./train-home.page.tsx'),
    'train-company': () => import('./train-company.page.tsx'),
  },
};
