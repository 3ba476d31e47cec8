import { queryOptions, useQuery } from '@tanstack/react-query';
import { verificationStateReply } from '../../../domain/account/verification.schema';
import { VerifyStatus } from '../../../domain/account/verify-status';
import { apiFetch } from '../../../lib/api/api-client';
import { verificationQueries } from './verification-keys';

/** While an application is processing, how often an open dialog or page asks again. */
export const PROCESSING_POLL_MS = 3000;

/** GET /api/me/verification: status, attempts left in 24 hours, the last decline's reason. */
export const verificationStateQuery = queryOptions({
  queryKey: verificationQueries.state(),
  queryFn: ({ signal }) => apiFetch('/api/me/verification', { schema: verificationStateReply, signal }),
  staleTime: 0,
});

/** The state, polled every few seconds while processing (for as long as the caller is mounted). */
export function useVerificationState() {
  return useQuery({
    ...verificationStateQuery,
    refetchInterval: (query) => (query.state.data?.VerifyStatus === VerifyStatus.Processing ? PROCESSING_POLL_MS : false),
  });
}
