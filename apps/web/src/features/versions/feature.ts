import type { Feature } from '../../lib/feature.ts';

/** 版本管理: the platform's release notes, read by everyone, written and published by its administrators. */
export const feature: Feature = {
  pages: { version: () => import('./versions.page.tsx') },
};
