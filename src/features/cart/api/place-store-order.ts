import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createStoreOrdersReply, type CreateStoreOrdersBody } from '../../../domain/cart/store-order.schema';
import { defaultPayCodeFor } from '../../../domain/payment/payment-channel';
import { currentUserQuery } from '../../../lib/session/current-user-query';
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

/**
 * POST /api/payments for a store order: only the card provider is offered for store orders (spec
 * 2), which is Stripe (6), or MPay (9) for Macao members.
 */
export function startStoreOrderPayment(storeOrderId: number, memberSource: string) {
  return apiFetch('/api/payments', {
    method: 'POST',
    body: { Purpose: 'store_order', ReferenceId: storeOrderId, IsGuarantee: defaultPayCodeFor(memberSource) },
    schema: startPaymentReply,
  });
}

/** The signed-in member's region, for the card channel (US until /api/me has answered). */
export function useMemberSource(): string {
  return useQuery(currentUserQuery).data?.MemberSource ?? 'US';
}
