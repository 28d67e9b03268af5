import type { Feature } from '../../lib/feature.ts';

/** 主题选择: where a customer lands, choosing which of their SaaS products to work in. */
export const feature: Feature = {
  pages: { saasView: () => import('./saas-view.page.tsx') },
};
