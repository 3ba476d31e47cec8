import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKey } from './current-user-query';

/** A read this recent is this arrival's own: start-up reads the member just before the first page. */
const JUST_READ_MS = 5_000;

/** Home, saved searches and account settings re-read the member on arrival (spec 1 section 2). */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const read = queryClient.getQueryState(currentUserKey);
    if (read?.status === 'success' && Date.now() - read.dataUpdatedAt < JUST_READ_MS) return;
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient]);
}
