const started = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key and page load, answering the same promise after: a link whose code or nonce
 * works once must not be spent twice by a page that mounts twice.
 */
export function oncePerLoad<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (!started.has(key)) started.set(key, work());
  return started.get(key) as Promise<T>;
}
