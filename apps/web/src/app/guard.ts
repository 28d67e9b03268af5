import { SAAS_LANDING_PATH, SAAS_USER_TYPE } from '@console/contract';
import { loginPathFor } from '../lib/routes.ts';

const PUBLIC_PATHS = ['/login', '/shortMsg', '/loginSign', '/authorize', '/relate'] as const;

export type GuardDecision = { kind: 'redirect'; to: string } | { kind: 'load' } | { kind: 'render' };

export interface GuardSession {
  token: string | null;
  /** 0 until the permission routes have been generated. */
  userId: number;
  userType: number | null;
}

/**
 * The navigation guard: where a navigation goes given the session. `load` means the permission
 * routes must be generated first and the navigation decided again.
 */
export function decide(pathname: string, search: string, session: GuardSession): GuardDecision {
  const isPublic = (PUBLIC_PATHS as readonly string[]).includes(pathname);
  if (!session.token) return isPublic ? { kind: 'render' } : { kind: 'redirect', to: loginPathFor(`${pathname}${search}`) };
  if (pathname === '/login') return { kind: 'redirect', to: '/home' };
  if (isPublic) return { kind: 'render' };
  // The session loads first: the user type it brings is the server's, whatever storage was made to say.
  if (session.userId === 0) return { kind: 'load' };
  if (session.userType === SAAS_USER_TYPE && (pathname === '/' || pathname === '/home')) return { kind: 'redirect', to: SAAS_LANDING_PATH };
  return { kind: 'render' };
}
