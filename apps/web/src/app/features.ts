import { lazy, type ComponentType } from 'react';
import type { Feature } from '../lib/feature.ts';
import { addMessages, readersLanguageLoaded, type Messages } from '../lib/i18n.ts';
import type { PageLoader, PreparedPage } from '../lib/routes.ts';
import { queryClient } from './query-client.ts';

interface NamedFeature extends Feature {
  /** The feature's folder. */
  name: string;
}

/** Every feature folder's registration: only the small `feature.ts` is loaded here, its pages stay lazy. */
const FEATURES: NamedFeature[] = Object.entries(import.meta.glob<Feature>('../features/*/feature.ts', { eager: true, import: 'feature' }))
  .map(([path, feature]) => ({ name: path.split('/').at(-2)!, ...feature }));

/** Every feature folder's messages, each a chunk of its own: the first load carries none of them. */
const MESSAGES = import.meta.glob<Messages>('../features/*/messages.ts', { import: 'messages' });
const loading = new Map<string, Promise<void>>();

/** A feature's messages, loaded once; a key another feature or the shared messages have throws. */
export function messagesOf(folder: string): Promise<void> {
  const load = MESSAGES[`../features/${folder}/messages.ts`];
  if (!load) return Promise.resolve();
  const loaded = loading.get(folder) ?? load().then((messages) => addMessages(folder, messages));
  loading.set(folder, loaded);
  return loaded;
}

/** Every feature's messages: for tests, which render pages without going through their routes. */
export const loadAllMessages = () => Promise.all(Object.keys(MESSAGES).map((path) => messagesOf(path.split('/').at(-2)!)));

/** A page's module, once in: what it asks first is asked now, while it renders, at the address it opens at. */
function prefetching<M extends Awaited<ReturnType<PageLoader>>>(page: M): M {
  page.prefetch?.(queryClient, new URLSearchParams(window.location.search));
  return page;
}

/**
 * A page that shows once its code and its feature's messages (a small chunk) are in, and in English
 * the contract's messages too, all fetched at once: when it first renders, or before, when `prepare` is
 * called. What the page asks first is asked as soon as its code is in.
 */
export function pageOf(folder: string, load: PageLoader): PreparedPage {
  let loaded: Promise<{ default: ComponentType }> | undefined;
  const loading = () => (loaded ??= Promise.all([messagesOf(folder), load().then(prefetching), readersLanguageLoaded()]).then(([, page]) => page));
  // A failed load is shown when the page renders (its error boundary); preparing only starts it.
  return Object.assign(lazy(loading), { prepare: () => void loading().catch(() => undefined) });
}

/** The features' pages by route name; a route name two features register stops the start. */
export function pagesByRoute(features: readonly NamedFeature[]): Record<string, PreparedPage> {
  const owners = new Map<string, string>();
  const pages: Record<string, PreparedPage> = {};
  for (const { name, pages: own = {} } of features) {
    for (const [route, page] of Object.entries(own)) {
      const owner = owners.get(route);
      if (owner) throw new Error(`The page ${route} is registered by both ${owner} and ${name}`);
      owners.set(route, name);
      pages[route] = pageOf(name, page);
    }
  }
  return pages;
}

export const FEATURE_PAGES = pagesByRoute(FEATURES);
