import { useCallback, useSyncExternalStore } from 'react';

/** Whether the system matches a media query; follows a change made while the console is open. */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** Whether the system asks for dark colours. */
export const usePrefersDark = () => useMediaQuery('(prefers-color-scheme: dark)');

/** Whether the person asked their system for less motion. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
