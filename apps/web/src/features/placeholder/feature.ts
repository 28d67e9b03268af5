import type { Feature } from '../../lib/feature.ts';
import { messages } from './messages.ts';

/** Its page is not registered under a name: the console shows it for every page not built yet. */
export const feature: Feature = { messages };
