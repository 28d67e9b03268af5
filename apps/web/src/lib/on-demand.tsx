import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A named export whose code loads the first time it renders, not with the screen that offers it:
 * dialogs, drawers and editors that most visits never open stay out of the first load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for a lazily loaded component
export function lazyExport<K extends string, C extends ComponentType<any>>(load: () => Promise<{ [name in K]: C }>, name: K) {
  return lazy<C>(async () => ({ default: (await load())[name] }));
}

/**
 * Renders its children from the first time `open` is true, and keeps them after that so a dialog can
 * animate closed; nothing is shown while their code loads.
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
