import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

export const feature: Feature = {
  pages: { 'file-manage': lazy(() => import('./files.page.tsx')) },
  messages,
};
