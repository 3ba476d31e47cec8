/** The member's seller application (GET /api/me/seller-application) and its moves. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sellerApplicationReply,
  startOnboardingReply,
  startSellingReply,
  type PayoutResultBody,
} from '../../../domain/seller/seller-application.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserQuery } from '../../../lib/session/current-user-query';

export const sellerApplicationKey = ['seller-application'] as const;

export const sellerApplicationQuery = queryOptions({
  queryKey: sellerApplicationKey,
  queryFn: ({ signal }) => apiFetch('/api/me/seller-application', { schema: sellerApplicationReply, signal }),
  staleTime: 0,
});

/** The application, read once `enabled` (the status page waits 2 seconds first, spec 3). */
export function useSellerApplication(enabled = true) {
  return useQuery({ ...sellerApplicationQuery, enabled });
}

/** Apply (or reapply): answers the payout provider's onboarding URL to go to. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () => apiFetch('/api/me/seller-application/start', { method: 'POST', schema: startOnboardingReply }),
  });
}

/** Passes the provider's signed result back to Holo; the answer is the application as it now is. */
export function useSubmitPayoutResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutResultBody) => apiFetch('/api/me/seller-application/return', { method: 'POST', body, schema: sellerApplicationReply }),
    onSuccess: (reply) => queryClient.setQueryData(sellerApplicationKey, reply),
  });
}

/** Start Selling: IsSeller is set; the current member is read again so the header's Sell knows. */
export function useStartSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/me/seller-application/start-selling', { method: 'POST', schema: startSellingReply }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sellerApplicationKey });
      // Read into the query SessionSync watches: the session's member (and the header's Sell) turns seller.
      await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => null);
    },
  });
}
