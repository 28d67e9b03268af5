import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../stores/session.store.ts';
import { forgetAnswersWhenSignedOut } from './session-cache.ts';

const queryClient = new QueryClient();
forgetAnswersWhenSignedOut(queryClient);
afterEach(() => queryClient.clear());

describe('cached answers', () => {
  it('are forgotten when the session ends', () => {
    useSession.setState({ token: 'first' });
    queryClient.setQueryData(['pinned'], ['招聘']);
    useSession.setState({ token: null });
    expect(queryClient.getQueryData(['pinned'])).toBeUndefined();
  });

  it('are kept while the session goes on', () => {
    useSession.setState({ token: 'first' });
    queryClient.setQueryData(['pinned'], ['招聘']);
    useSession.setState({ userId: 7 });
    expect(queryClient.getQueryData(['pinned'])).toEqual(['招聘']);
  });
});
