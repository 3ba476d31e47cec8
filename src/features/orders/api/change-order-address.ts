import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-client';
import { invalidateOrder } from './order-page-keys';
import { orderApiPath, type OrderRef } from './order-ref';

/**
 * PUT /api/orders/{id} or /api/store-orders/{id} with AddressId: an unpaid order ships to another
 * address of the book (the checkout's call; its state tax and total follow).
 */
export function useChangeOrderAddress(ref: OrderRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) => apiFetch(orderApiPath(ref), { method: 'PUT', body: { AddressId: addressId } }),
    onSettled: () => invalidateOrder(queryClient, ref),
  });
}
