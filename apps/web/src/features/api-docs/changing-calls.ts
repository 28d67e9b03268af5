import { mayChange, type Access } from '@console/contract';

/** What this page reads of the OpenAPI document: each operation's access, as the contract declares it. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, { 'x-access'?: Access } | undefined>>;
}

/** A call as Swagger UI is about to send it. */
export interface OutgoingCall {
  method: string;
  url: string;
}

/** The addresses a path of the document names: each `{parameter}` is one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Tells whether a call may change something, as the contract's `mayChange` says of the operations its
 * method and address can reach: any method but GET, and the GETs that need more than `view` on their
 * page (`…/delByIds/{ids}` deletes). A GET to an address the document does not describe counts as one.
 */
export function changingCallsOf(document: OpenApiDocument): (call: OutgoingCall) => boolean {
  const reads = Object.entries(document.paths ?? {}).flatMap(([path, operations]) => {
    const access = operations.get?.['x-access'];
    return access ? [{ pattern: patternOf(path), changes: mayChange({ method: 'GET', access }) }] : [];
  });
  return ({ method, url }) => {
    if (method.toUpperCase() !== 'GET') return true;
    const { pathname } = new URL(url, window.location.origin);
    const reached = reads.filter(({ pattern }) => pattern.test(pathname));
    return reached.length === 0 || reached.some(({ changes }) => changes);
  };
}
