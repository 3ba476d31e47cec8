import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPageReply, storeOrderPageReply } from '../../../domain/orders/order-page.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { orderPageKeys } from './order-page-keys';

/** GET /api/me/orders/{id}: a card order's detail page, for its buyer or its seller. */
export const orderPageQuery = (id: number) =>
  queryOptions({
    queryKey: orderPageKeys.page({ kind: 'order', id }),
    queryFn: ({ signal }) => apiFetch(`/api/me/orders/${id}`, { schema: orderPageReply, signal }),
    // Shown from the cache at once, then checked: the order moves on (paid, shipped, finished) elsewhere.
    staleTime: 0,
  });

/** GET /api/me/store-orders/{id}: a store order's detail page. */
export const storeOrderPageQuery = (id: number) =>
  queryOptions({
    queryKey: orderPageKeys.page({ kind: 'store_order', id }),
    queryFn: ({ signal }) => apiFetch(`/api/me/store-orders/${id}`, { schema: storeOrderPageReply, signal }),
    staleTime: 0,
  });

export const useOrderPage = (id: number) => useQuery({ ...orderPageQuery(id), enabled: id > 0 });
export const useStoreOrderPage = (id: number) => useQuery({ ...storeOrderPageQuery(id), enabled: id > 0 });
