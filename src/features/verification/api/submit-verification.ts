import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationStateReply, type VerificationBody } from '../../../domain/account/verification.schema';
import type { UsIdentityBody } from '../../../domain/account/us-identity.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { verificationQueries } from './verification-keys';

/** POST /api/me/verification. The reply is the new state (processing); /api/me follows. */
export function submitVerification(body: VerificationBody) {
  return apiFetch('/api/me/verification', { method: 'POST', body, schema: verificationStateReply });
}

/** POST /api/me/verification/us: the US identity form (US members). */
export function submitUsVerification(body: UsIdentityBody) {
  return apiFetch('/api/me/verification/us', { method: 'POST', body, schema: verificationStateReply });
}

export function useSubmitVerification() {
  return useApplication(submitVerification);
}

export function useSubmitUsVerification() {
  return useApplication(submitUsVerification);
}

function useApplication<B>(send: (body: B) => ReturnType<typeof submitVerification>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => queryClient.setQueryData(verificationQueries.state(), state),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationQueries.state() }),
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
    ]),
  });
}
