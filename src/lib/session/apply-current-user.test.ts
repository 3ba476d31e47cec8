// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../domain/account/current-user.schema';
import { cacheOwner } from '../query/member-cache-persister';
import { applyCurrentUser } from './apply-current-user';
import { currentUserKey } from './current-user-query';
import { session, setSessionUser } from './session-store';

const member = { Id: 41, NickName: 'Misty' } as CurrentUser;

afterEach(() => {
  localStorage.clear();
  session.user = null;
  session.userKnown = false;
});

describe('applyCurrentUser', () => {
  it('signs the member in, then leaves an answer already applied alone', async () => {
    const queryClient = new QueryClient();
    await applyCurrentUser(queryClient, { data: member, status: 'success' });
    expect(session.user?.Id).toBe(41);
    expect(cacheOwner()).toBe('41');
    expect(queryClient.getQueryData(currentUserKey)).toBe(member);

    // The same answer again (SessionSync after start-up applied it) changes nothing.
    setSessionUser(null);
    await applyCurrentUser(queryClient, { data: member, status: 'success' });
    expect(session.user).toBeNull();
  });

  it('knows a visitor, and keeps the cached member while /api/me cannot be reached', async () => {
    const queryClient = new QueryClient();
    await applyCurrentUser(queryClient, { data: null, status: 'success' });
    expect(session).toMatchObject({ user: null, userKnown: true });

    await applyCurrentUser(queryClient, { data: member, status: 'error' });
    expect(session.user?.Id).toBe(41);
  });

  it('waits while the first answer is pending', async () => {
    await applyCurrentUser(new QueryClient(), { data: undefined, status: 'pending' });
    expect(session.userKnown).toBe(false);
  });
});
