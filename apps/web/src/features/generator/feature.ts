import type { Feature } from '../../lib/feature.ts';

/** 代码生成: entity definitions and the code generated from them, and the generated page tried over sample rows. */
export const feature: Feature = {
  pages: {
    'table-manage': () => import('./table-manage.page.tsx'),
    'test-manage': () => import('./test-manage.page.tsx'),
  },
};
