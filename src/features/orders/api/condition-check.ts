import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conditionCheckReply, conditionConfirmReply } from '../../../domain/warehouse/warehouse-check.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { invalidateOrder, orderPageKeys } from './order-page-keys';

const ref = (id: number) => ({ kind: 'order', id }) as const;

/**
 * GET /api/orders/{id}/condition-check: the warehouse's photos of the card (spec 3 "Confirm
 * receipt"). Read when the buyer opens Confirm receipt, never cached across openings: the photos
 * may have arrived since. A 404 means the order does not go through Holo's warehouse.
 */
export function useConditionCheck(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...orderPageKeys.root('order'), 'condition-check', orderId],
    queryFn: ({ signal }) => apiFetch(`/api/orders/${orderId}/condition-check`, { schema: conditionCheckReply, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/orders/{id}/condition-check/confirm: the buyer confirms the checked card and the order finishes. */
export function useConfirmConditionCheck(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/orders/${orderId}/condition-check/confirm`, { method: 'POST', schema: conditionConfirmReply }),
    onSettled: () => invalidateOrder(queryClient, ref(orderId)),
  });
}
