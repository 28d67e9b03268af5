import { createContext, useContext } from 'react';
import type { AppRoute } from './routes.ts';

/** The route a page is rendered for; pages kept alive keep their own. */
export const CurrentRouteContext = createContext<AppRoute | null>(null);

export function useCurrentRoute(): AppRoute | null {
  return useContext(CurrentRouteContext);
}
