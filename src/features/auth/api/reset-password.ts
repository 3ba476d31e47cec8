import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../domain/account/account.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** POST /api/auth/reset-password answers 204. */
export function resetPassword(body: ResetPasswordBody) {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body, redirectOn401: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
