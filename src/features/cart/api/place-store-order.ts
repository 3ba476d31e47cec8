import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createStoreOrdersReply, type CreateStoreOrdersBody } from '../../../domain/cart/store-order.schema';
import type { PayCodeValue } from '../../../domain/payment/payment-channel';
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
 * POST /api/payments for a store order: the card provider (Stripe 6, or MPay 9 for Macao members)
 * or other local methods (12), the only ones store orders offer (spec 2 "Store-mall checkout").
 */
export function startStoreOrderPayment(storeOrderId: number, isGuarantee: PayCodeValue) {
  return apiFetch('/api/payments', {
    method: 'POST',
    body: { Purpose: 'store_order', ReferenceId: storeOrderId, IsGuarantee: isGuarantee },
    schema: startPaymentReply,
  });
}

/**
 * POST /api/store-orders/payment: one payment for the store orders one checkout placed (one per
 * store); a single order gets the ordinary store-order payment.
 */
export function startStoreOrdersPayment(storeOrderIds: number[], isGuarantee: PayCodeValue) {
  return apiFetch('/api/store-orders/payment', {
    method: 'POST',
    body: { StoreOrderIds: storeOrderIds, IsGuarantee: isGuarantee },
    schema: startPaymentReply,
  });
}

/** The signed-in member's region, for the card channel (US until /api/me has answered). */
export function useMemberSource(): string {
  return useKnownMemberSource() ?? 'US';
}

/** The signed-in member's region once /api/me has answered, for choices that must not guess it. */
export function useKnownMemberSource(): string | undefined {
  return useQuery(currentUserQuery).data?.MemberSource;
}
