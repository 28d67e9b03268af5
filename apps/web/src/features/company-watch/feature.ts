import type { Feature } from '../../lib/feature.ts';

/** The customers' company watch: the companies moving into and out of their region, the ones they follow and their changes. */
export const feature: Feature = {
  pages: {
    'library-in': () => import('./library.page.tsx').then(({ LibraryInPage }) => ({ default: LibraryInPage })),
    'library-out': () => import('./library.page.tsx').then(({ LibraryOutPage }) => ({ default: LibraryOutPage })),
    'follow-list': () => import('./follow-list.page.tsx'),
    'trends-center': () => import('./trends-center.page.tsx'),
  },
};
