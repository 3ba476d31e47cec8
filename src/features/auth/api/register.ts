import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterBody } from '../../../domain/account/account.schema';
import { currentUser } from '../../../domain/account/current-user.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { startMemberSession } from '../../../lib/session/member-session';

/** POST /api/auth/register answers 201 with the new member, already signed in. */
export function register(body: RegisterBody) {
  return apiFetch('/api/auth/register', { method: 'POST', body, schema: currentUser, redirectOn401: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => startMemberSession(queryClient, user),
  });
}
