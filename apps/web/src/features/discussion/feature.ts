import type { Feature } from '../../lib/feature.ts';

/** 专题研讨: topics people open for discussion, read and replied to on the list page itself. */
export const feature: Feature = {
  pages: { 'thematicDiscussion-list': () => import('./discussion.page.tsx') },
};
