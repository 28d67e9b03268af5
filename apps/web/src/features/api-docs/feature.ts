import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

export const feature: Feature = {
  pages: { 'api-docs': lazy(() => import('./api-docs.page.tsx')) },
  messages,
};
