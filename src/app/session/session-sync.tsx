import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cacheOwner } from '../../lib/query/member-cache-persister';
import { currentUserQuery } from '../../lib/session/current-user-query';
import { endMemberSession, startMemberSession } from '../../lib/session/member-session';
import { session, setSessionUser } from '../../lib/session/session-store';

/**
 * Keeps the session store in step with GET /api/me. A member whose session ended elsewhere (the
 * cookie expired) loses the cached data of this device; offline, the cached member is kept.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const { data, status } = useQuery(currentUserQuery);

  useEffect(() => {
    if (status === 'error') {
      // Offline or failing: keep showing the member restored from the cache, if any.
      if (data) setSessionUser(data);
      else session.userKnown = true;
      return;
    }
    if (status !== 'success') return;
    if (data) void startMemberSession(queryClient, data);
    else if (cacheOwner() !== 'visitor') void endMemberSession(queryClient);
    else setSessionUser(null);
  }, [data, status, queryClient]);

  return null;
}
