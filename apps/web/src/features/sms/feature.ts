import type { Feature } from '../../lib/feature.ts';

/** 短信发件箱: the texts the `outbox` provider kept. */
export const feature: Feature = {
  pages: { 'sms-outbox': () => import('./sms-outbox.page.tsx') },
};
