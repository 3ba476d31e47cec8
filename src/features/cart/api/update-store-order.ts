import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeOrderDetail, type UpdateStoreOrderBody } from '../../../domain/cart/store-order.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { cartQueries } from './cart-queries';

/**
 * PUT /api/store-orders/{id}: the re-pay page's new delivery address (postage, tax and total
 * follow) or payment method. The reply replaces the cached order; the order lists read again.
 */
export function useUpdateStoreOrder(storeOrderId: number) {
  const queryClient = useQueryClient();
  const key = cartQueries.storeOrder(storeOrderId).queryKey;
  return useMutation({
    mutationFn: (change: UpdateStoreOrderBody) => apiFetch(`/api/store-orders/${storeOrderId}`, { method: 'PUT', body: change, schema: storeOrderDetail }),
    onSuccess: (order) => {
      queryClient.setQueryData(key, order);
      // The order lists live under the same ['store-orders'] root.
      void queryClient.invalidateQueries({ queryKey: ['store-orders'], predicate: (query) => query.queryKey[1] !== storeOrderId });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
