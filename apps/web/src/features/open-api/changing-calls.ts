import { mayChange } from '@console/contract';
import type { TagIndex } from './openapi-document.ts';

/** A call as "Try it out" is about to send it. */
export interface OutgoingCall {
  method: string;
  url: string;
}

/** The addresses a path of the document names: each `{parameter}` is one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Tells whether a call may change something, as the contract's `mayChange` says of the operations its
 * method and address can reach, over the whole document (the index lists every operation with its
 * access): any method but GET, and the GETs that need more than `view` on their page
 * (`…/delByIds/{ids}` deletes). A GET to an address the document does not describe counts as one.
 */
export function changingCallsOf(index: TagIndex): (call: OutgoingCall) => boolean {
  const reads = index.tags.flatMap((tag) => tag.operations).flatMap(({ method, path, 'x-access': access }) =>
    method === 'get' && access ? [{ pattern: patternOf(path), changes: mayChange({ method: 'GET', access }) }] : []);
  return ({ method, url }) => {
    if (method.toUpperCase() !== 'GET') return true;
    const { pathname } = new URL(url, window.location.origin);
    const reached = reads.filter(({ pattern }) => pattern.test(pathname));
    return reached.length === 0 || reached.some(({ changes }) => changes);
  };
}
