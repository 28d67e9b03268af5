import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../lib/query-defaults.ts';
import { askAgainInNewLanguage, forgetAnswersWhenSignedOut } from './session-cache.ts';

/** The console's one cache of answers: its pages' calls, and what a page asks before it renders. */
export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
forgetAnswersWhenSignedOut(queryClient);
askAgainInNewLanguage(queryClient);
