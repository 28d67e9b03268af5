import type { Feature } from '../../lib/feature.ts';

/** 子账号管理: a customer main account's own sub-accounts. */
export const feature: Feature = {
  pages: { 'user-sub': () => import('./user-sub.page.tsx') },
};
