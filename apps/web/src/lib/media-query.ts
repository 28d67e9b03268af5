import { useSyncExternalStore } from 'react';

/** Whether a media query holds; follows a change made while the console is open. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the system asks for dark colours. */
export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)');
