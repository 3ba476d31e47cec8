import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmReceiptReply } from '../../../domain/orders/order-page.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { invalidateOrder } from './order-page-keys';
import { orderApiPath, type OrderRef } from './order-ref';

/** POST /api/orders/{id}/receive (or a store order's): the buyer confirms receipt and the order finishes. */
export function useConfirmReceipt(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${orderApiPath(ref)}/receive`, { method: 'POST', schema: confirmReceiptReply }),
    // A refusal (already finished by the sweeper, say) also means the order on screen is out of date.
    onSettled: () => invalidateOrder(queryClient, ref),
  });
}
