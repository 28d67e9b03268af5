import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, type Access, type PermType } from '@console/contract';

/** What the access check made of a request: refused for want of a session, refused for want of a permission, or let through. */
export type AccessOutcome = 'unauthenticated' | 'forbidden' | 'allowed';

/** The outcome as a caller sees it; a 403 of a business rule (its own message) is not an access refusal. */
export function accessOutcomeOf(response: LightMyRequestResponse): AccessOutcome {
  if (response.statusCode === 401) return 'unauthenticated';
  if (response.statusCode === 403 && bodyOf(response)?.status_desc === MESSAGES.forbidden) return 'forbidden';
  return 'allowed';
}

/** Callers admitted by a credential of their own that the handler checks, which no generated request carries. */
const ownCredential = (access: Access) => access.kind === 'partner' || access.kind === 'protocol';

/**
 * The outcome for a route of this access. A partner is admitted by the signature in its body, an OAuth
 * client or token holder by its credential, which no generated request carries: whatever refuses the
 * call first (a blacklisted address, the body's form, the unknown app key or client), it was not let
 * through; only an answer of 200 would be.
 */
export function accessOutcomeFor(access: Access, response: LightMyRequestResponse): AccessOutcome {
  if (ownCredential(access)) return response.statusCode === 200 ? 'allowed' : 'unauthenticated';
  return accessOutcomeOf(response);
}

/**
 * What a route's declared access should make of a caller holding `grants` (undefined: not signed in);
 * `customer`: the caller is a customer main account allowed sub-accounts.
 */
export function expectedOutcome(access: Access, grants: Record<string, readonly PermType[]> | 'admin' | undefined, customer = false): AccessOutcome {
  if (access.kind === 'public') return 'allowed';
  // An application's credential, a partner's signature and an OAuth credential are not sessions: no person, not even the admin, gets through.
  if (grants === undefined || access.kind === 'application' || ownCredential(access)) return 'unauthenticated';
  // Customers' calls are theirs alone: staff, the admin included, are refused.
  if (access.kind === 'customer') return customer ? 'allowed' : 'forbidden';
  if (access.kind === 'signedIn' || grants === 'admin') return 'allowed';
  return access.pages.some((page) => grants[page]?.includes(access.perm)) ? 'allowed' : 'forbidden';
}

export function bodyOf(response: LightMyRequestResponse): { code?: unknown; status_desc?: unknown; data?: unknown } | undefined {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}
