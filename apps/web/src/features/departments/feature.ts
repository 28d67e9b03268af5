import { lazy } from 'react';
import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

export const feature: Feature = {
  pages: { 'department-manage-list': lazy(() => import('./departments.page.tsx')) },
  messages,
};
