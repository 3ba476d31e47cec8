import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { biddingKeys } from './bidding-keys';

/** The reply's schema, loaded with the request rather than with the first view (api-client.ts). */
const payDepositReplySchema = () => import('../../../domain/bidding/bid.schema').then((m) => m.payDepositReply);

/** POST /api/items/:id/deposit: holds DepositNum CHP (a second call changes nothing). */
export function payDeposit(commodityId: number) {
  return apiFetch(`/api/items/${commodityId}/deposit`, { method: 'POST', schema: payDepositReplySchema });
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
