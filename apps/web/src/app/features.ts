import type { Feature } from '../lib/feature.ts';
import { addMessages } from '../lib/i18n.ts';
import type { PageComponent } from '../lib/routes.ts';

interface NamedFeature extends Feature {
  /** The feature's folder. */
  name: string;
}

/** Every feature folder's registration: only the small `feature.ts` is loaded here, its pages stay lazy. */
const FEATURES: NamedFeature[] = Object.entries(import.meta.glob<Feature>('../features/*/feature.ts', { eager: true, import: 'feature' }))
  .map(([path, feature]) => ({ name: path.split('/').at(-2)!, ...feature }));

/** The features' pages by route name; a route name two features register stops the start. */
export function pagesByRoute(features: readonly NamedFeature[]): Record<string, PageComponent> {
  const owners = new Map<string, string>();
  const pages: Record<string, PageComponent> = {};
  for (const { name, pages: own = {} } of features) {
    for (const [route, page] of Object.entries(own)) {
      const owner = owners.get(route);
      if (owner) throw new Error(`The page ${route} is registered by both ${owner} and ${name}`);
      owners.set(route, name);
      pages[route] = page;
    }
  }
  return pages;
}

for (const { name, messages } of FEATURES) if (messages) addMessages(name, messages);

export const FEATURE_PAGES = pagesByRoute(FEATURES);
