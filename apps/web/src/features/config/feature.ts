import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

export const feature: Feature = {
  pages: { 'config-manage': lazy(() => import('./config.page.tsx')) },
  messages,
};
