/** A value that is here already, or a promise of it. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Applies `use` to a value that may still be on its way: at once, without a promise, when it is
 * already here. The hot paths of every request (the session, the access answer, a kept answer) are
 * in memory nearly always, and each promise on their way costs throughput.
 */
export function whenHere<T, U>(value: MaybePromise<T>, use: (here: T) => U): U | Promise<Awaited<U>> {
  // `then` flattens a promise that `use` answers, which its type does not say.
  return value instanceof Promise ? (value.then(use) as Promise<Awaited<U>>) : use(value);
}
