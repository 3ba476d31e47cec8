import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyCurrentUser } from '../../lib/session/apply-current-user';
import { currentUserQuery } from '../../lib/session/current-user-query';

/**
 * Keeps the session store in step with GET /api/me. A member whose session ended elsewhere (the
 * cookie expired) loses the cached data of this device; offline, the cached member is kept.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const { data, status } = useQuery(currentUserQuery);

  useEffect(() => {
    void applyCurrentUser(queryClient, { data, status });
  }, [data, status, queryClient]);

  return null;
}
