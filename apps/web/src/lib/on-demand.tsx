import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A named export whose code loads the first time it renders, not with the screen that offers it:
 * dialogs, drawers and editors that most visits never open stay out of the first load.
 */
export function lazyExport<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
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
