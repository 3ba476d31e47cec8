import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buyNowReply } from '../../../domain/orders/order.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { itemQueries } from '../../item';
import { checkoutKeys } from './checkout-keys';

/**
 * POST /api/items/{id}/buy: an unpaid order at the listed price (the same order again on a double
 * click). A money action: never queued offline, never retried on its own (DESIGN.md section 6).
 */
export function useBuyNow(commodityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/items/${commodityId}/buy`, { method: 'POST', schema: buyNowReply }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: itemQueries.detail(commodityId).queryKey });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.orders() });
    },
  });
}
