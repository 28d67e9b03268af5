import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../lib/i18n.ts';
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

/**
 * Asks again for the answers shown when the reader changes language: the server words some of what
 * it answers (the operation log's operations and failure reasons) in the language the request asks for.
 */
export function askAgainInNewLanguage(queryClient: QueryClient): () => void {
  const askAgain = () => void queryClient.invalidateQueries();
  i18n.on('languageChanged', askAgain);
  return () => i18n.off('languageChanged', askAgain);
}
