import type { PageName } from '@console/contract';
import type { PageLoader } from './routes.ts';

/** Routes outside the page list: sign-in, home, the message centre and the not-found page. */
export type ConstantRouteName = 'login' | 'shortMsg' | 'loginSign' | 'authorize' | 'relate' | 'home' | 'message-center' | 'kTypeScreen' | '404';

/**
 * What a feature folder gives the console, from its `feature.ts`: its pages by route name, each as the
 * import of its module (so each page stays a chunk of its own). Its `messages.ts` is found by name and
 * loaded with its first page.
 */
export interface Feature {
  /** By page name, or the name of a route every user has: a misspelt name does not compile. */
  pages?: Partial<Record<PageName | ConstantRouteName, PageLoader>>;
}
