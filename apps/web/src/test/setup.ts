import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadAllMessages } from '../app/features.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { useActiveProduct } from '../stores/active-product.store.ts';
import { useAppStore } from '../stores/app.store.ts';
import { useSession } from '../stores/session.store.ts';
import { useSettings } from '../stores/settings.store.ts';
import { useTags } from '../stores/tags.store.ts';

// Every feature's messages, as the console has them: pages are rendered here without their routes,
// which load them in the console.
await loadAllMessages();

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
});
