import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

export const feature: Feature = {
  pages: { 'message-manage': lazy(() => import('./message-manage.page.tsx')) },
  messages,
};
