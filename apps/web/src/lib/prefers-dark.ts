import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** Whether the system asks for dark colours; follows a change made while the console is open. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribe, prefersDark);
}
