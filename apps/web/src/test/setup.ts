import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadAllMessages } from '../app/features.ts';
import { changeLanguage, loadCatalogueEnglish } from '../lib/i18n.ts';
import { useActiveProduct } from '../stores/active-product.store.ts';
import { useAppStore } from '../stores/app.store.ts';
import { useSession } from '../stores/session.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { useTags } from '../stores/tags.store.ts';
import { clearChartStandIn } from './echarts-stand-in.ts';

// Every feature's messages, as the console has them: pages are rendered here without their routes,
// which load them in the console.
await loadAllMessages();
await loadCatalogueEnglish();

// A busy machine (two cores shared with the server suite and the browser) can take over a second to
// open a dialog; waits fail only on what never comes.
configure({ asyncUtilTimeout: 15_000 });

// antd reads these browser APIs, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false, media: query, onchange: null,
  addListener: () => undefined, removeListener: () => undefined,
  addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom computes a style by matching every rule of the page (antd's, a few thousand) anew at each
// call, and queries by role and pointer checks ask it for each element and its ancestors, many times
// over one query: most of the suite's time. Styles change only when the document does, so a style
// is kept until the next change of the document (its records are taken synchronously, at each call).
const computeStyle = window.getComputedStyle.bind(window);
let computedStyles = new WeakMap<Element, CSSStyleDeclaration>();
const documentChanges = new MutationObserver(() => (computedStyles = new WeakMap()));
documentChanges.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
  if (documentChanges.takeRecords().length > 0) computedStyles = new WeakMap();
  if (pseudoElement) return computeStyle(element, pseudoElement);
  let style = computedStyles.get(element);
  if (!style) computedStyles.set(element, (style = computeStyle(element)));
  return style;
};

// The command palette keeps its highlighted result in sight with it; jsdom lacks it too.
Element.prototype.scrollIntoView ??= () => undefined;

// The files of a worker share its modules and globals (isolate: false): each test leaves them as it
// found them, and each file leaves the network as the first found it (a scripted server points fetch at itself).
const pristine = globalThis as typeof globalThis & { pristineFetch?: typeof fetch };
pristine.pristineFetch ??= globalThis.fetch;
afterAll(() => {
  globalThis.fetch = pristine.pristineFetch!;
});
const initial = <T,>(store: { setState(state: T, replace: true): void; getInitialState(): T }) => () => store.setState(store.getInitialState(), true);
const RESETS = [initial(useActiveProduct), initial(useAppStore), initial(useSession), initial(useSettings), initial(useTags)];

afterEach(() => {
  cleanup();
  for (const reset of RESETS) reset();
  changeLanguage('zh-CN');
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearChartStandIn();
});
