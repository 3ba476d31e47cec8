import { queryOptions } from '@tanstack/react-query';
import { forwardingOrderReply } from '../../../domain/warehouse/forwarding.schema';
import { apiFetch } from '../../../lib/api/api-client';

/** GET /api/pay/warehouse/{id}: the member's warehouse order for its pay page; always re-read (status moves). */
export const warehouseOrderPayQuery = (id: number) =>
  queryOptions({
    queryKey: ['warehouse-pay', id] as const,
    queryFn: ({ signal }) => apiFetch(`/api/pay/warehouse/${id}`, { schema: forwardingOrderReply, signal }),
    staleTime: 0,
  });
