import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserKey } from './current-user-query';

/** Home, saved searches and account settings re-read the member on arrival (spec 1 section 2). */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient]);
}
