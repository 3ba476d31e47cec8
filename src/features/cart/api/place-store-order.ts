import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStoreOrdersReply, type CreateStoreOrdersBody } from '../../../domain/cart/store-order.schema';
import { PayCode } from '../../../domain/payment/payment-channel';
import { startPaymentReply } from '../../../domain/payment/payment.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { cartQueries } from './cart-queries';

/** POST /api/store-orders. Money action: never queued, never retried on its own. */
export function usePlaceStoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoreOrdersBody) => apiFetch('/api/store-orders', { method: 'POST', body, schema: createStoreOrdersReply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}

/** POST /api/payments for a store order; only the card provider (6) is offered for store orders (spec 2). */
export function startStoreOrderPayment(storeOrderId: number) {
  return apiFetch('/api/payments', {
    method: 'POST',
    body: { Purpose: 'store_order', ReferenceId: storeOrderId, IsGuarantee: PayCode.stripe },
    schema: startPaymentReply,
  });
}
