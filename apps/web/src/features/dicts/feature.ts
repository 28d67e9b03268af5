import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

export const feature: Feature = {
  pages: {
    'dict-manage': lazy(() => import('./dicts.page.tsx')),
    'position-config': lazy(() => import('./position-config.page.tsx')),
  },
  messages,
};
