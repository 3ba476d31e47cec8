import { queryOptions } from '@tanstack/react-query';
import { orderDetailReply } from '../../../domain/orders/order.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/orders/{id}: the order with its price breakdown; always re-read (status and due time move). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: ({ signal }) => apiFetch(`/api/orders/${id}`, { schema: orderDetailReply, signal }),
    staleTime: 0,
  });
