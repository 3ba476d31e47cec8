import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { endMemberSession } from '../../../lib/session/member-session';
import { forgetPushDevice } from '../../push';

/** This device stops getting the member's notifications first: afterwards the session that may remove it is gone. */
export async function signOut() {
  await forgetPushDevice();
  return apiFetch('/api/auth/sign-out', { method: 'POST', redirectOn401: false });
}

/** Signs out, then forgets the member's cached data on this device. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => endMemberSession(queryClient),
  });
}
