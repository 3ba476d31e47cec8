// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheOwner } from '../query/member-cache-persister';
import { currentUserKey } from './current-user-query';
import { endMemberSession } from './member-session';
import { session } from './session-store';

afterEach(() => localStorage.clear());

/** A query a page is showing: one observer, data loaded, counting its fetches. */
async function watchedQuery(queryClient: QueryClient) {
  const queryFn = vi.fn(() => Promise.resolve(['Charizard']));
  const observer = new QueryObserver(queryClient, { queryKey: ['market'], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Charizard']));
  return { queryFn, unsubscribe };
}

describe('endMemberSession', () => {
  it("keeps a visitor's queries as they are (a visitor's /api/me answers 401 on every start)", async () => {
    const queryClient = new QueryClient();
    const { queryFn, unsubscribe } = await watchedQuery(queryClient);

    await endMemberSession(queryClient);

    expect(queryFn).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['market'])).toEqual(['Charizard']);
    expect(queryClient.getQueryData(currentUserKey)).toBeNull();
    expect(session.user).toBeNull();
    expect(cacheOwner()).toBe('visitor');
    unsubscribe();
  });
});
