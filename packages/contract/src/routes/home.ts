import { z } from 'zod';
import { defineDomain, defineRoute, onPage } from '../route.ts';

/** Days the home page's chart covers, today included. */
export const FIGURE_DAYS = 14;

export const platformFigures = z.object({
  users: z.number().int(),
  /** Sessions used within the idle limit: people signed in now. */
  signedIn: z.number().int(),
  applications: z.number().int(),
  todosToday: z.number().int(),
  /** Messages received per day (one per receiver), oldest first, `FIGURE_DAYS` days ending today. */
  messagesByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Accounts created per day, the same days. */
  usersByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
});
export type PlatformFigures = z.infer<typeof platformFigures>;

export const homeRoutes = {
  figures: defineRoute({
    method: 'GET', path: '/home/figures', access: onPage('system-monitoring-menu', 'view'),
    title: '首页数据', titleEn: 'Home figures',
    summary: 'Live figures of the platform for the home page of those who watch it', data: platformFigures,
  }),
};

export const homeDomain = defineDomain('home', homeRoutes);
