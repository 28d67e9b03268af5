import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../stores/session.store.ts';

/**
 * Forgets every cached answer when the session ends: the cache outlives a sign-out, and the next
 * account must not see what the one before was shown.
 */
export function forgetAnswersWhenSignedOut(queryClient: QueryClient): void {
  useSession.subscribe((state, previous) => {
    if (previous.token && !state.token) queryClient.clear();
  });
}
