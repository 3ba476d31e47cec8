import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseAccountBody } from '../../../domain/account/close-account.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { endMemberSession } from '../../../lib/session/member-session';
import { closeAccountKeys } from './close-account-keys';

/** POST /api/me/close-account: the server ends every session; a 401 here is an answer, not a lost session. */
export function closeAccount(body: CloseAccountBody) {
  return apiFetch('/api/me/close-account', { method: 'POST', body, redirectOn401: false });
}

/** Closes the account; on success forgets the member's data on this device (signed out). */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: () => endMemberSession(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: closeAccountKeys.all() }),
  });
}
