import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationStateReply, type VerificationBody } from '../../../domain/account/verification.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { verificationQueries } from './verification-keys';

/** POST /api/me/verification. The reply is the new state (processing); /api/me follows. */
export function submitVerification(body: VerificationBody) {
  return apiFetch('/api/me/verification', { method: 'POST', body, schema: verificationStateReply });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (state) => queryClient.setQueryData(verificationQueries.state(), state),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationQueries.state() }),
      queryClient.invalidateQueries({ queryKey: currentUserKey }),
    ]),
  });
}
