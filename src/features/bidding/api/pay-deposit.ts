import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payDepositReply } from '../../../domain/bidding/bid.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { biddingKeys } from './bidding-keys';

/** POST /api/items/:id/deposit: holds DepositNum CHP (a second call changes nothing). */
export function payDeposit(commodityId: number) {
  return apiFetch(`/api/items/${commodityId}/deposit`, { method: 'POST', schema: payDepositReply });
}

export function usePayDeposit(commodityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payDeposit(commodityId),
    onSuccess: (reply) => {
      queryClient.setQueryData(biddingKeys.deposit(commodityId), reply);
      // The held CHP leaves the balance shown in the user menu.
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
