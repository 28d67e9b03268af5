import type { Feature } from '../../lib/feature.ts';

/** 账号信息: a customer's own profile, phone, password, two-factor sign-in, outside accounts and signed-in devices. */
export const feature: Feature = {
  pages: { 'user-info': () => import('./user-info.page.tsx') },
};
