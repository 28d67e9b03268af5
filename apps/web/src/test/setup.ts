import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadAllMessages } from '../app/features.ts';

// Every feature's messages, as the console has them: pages are rendered here without their routes,
// which load them in the console.
await loadAllMessages();

// A busy machine (two cores shared with the server suite and the browser) can take over a second to
// open a dialog; waits fail only on what never comes.
configure({ asyncUtilTimeout: 5_000 });

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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
