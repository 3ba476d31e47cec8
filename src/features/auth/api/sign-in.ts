import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody } from '../../../domain/account/account.schema';
import { currentUser } from '../../../domain/account/current-user.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { startMemberSession } from '../../../lib/session/member-session';

export function signIn(body: SignInBody) {
  return apiFetch('/api/auth/sign-in', { method: 'POST', body, schema: currentUser, redirectOn401: false });
}

/** Signs in and adopts the member's session (cache owner, /api/me data, session store). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => startMemberSession(queryClient, user),
  });
}
