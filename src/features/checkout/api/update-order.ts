import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailReply, type UpdateOrderBody } from '../../../domain/orders/order.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { checkoutKeys } from './checkout-keys';

/** PUT /api/orders/{id}: a new ship-to address (state tax and total follow) or payment method; the reply replaces the cached order. */
export function useUpdateOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateOrderBody) => apiFetch(`/api/orders/${orderId}`, { method: 'PUT', body: change, schema: orderDetailReply }),
    onSuccess: (order) => queryClient.setQueryData(checkoutKeys.order(orderId), order),
    onError: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.order(orderId) }),
  });
}
