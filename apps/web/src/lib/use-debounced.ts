import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delayMs`: typing asks the server once per pause, not per key. */
export function useDebounced<V>(value: V, delayMs: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
