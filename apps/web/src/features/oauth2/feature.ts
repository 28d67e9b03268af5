import type { Feature } from '../../lib/feature.ts';

/** The connected websites' page, and the consent page of the public route `/authorize`. */
export const feature: Feature = {
  pages: {
    'client-manage': () => import('./clients.page.tsx'),
    authorize: () => import('./authorize.page.tsx'),
  },
};
