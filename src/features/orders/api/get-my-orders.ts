import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { myOrdersReply, myStoreOrdersReply } from '../../../domain/orders/order-list.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { DISPUTE_TAB, type OrderListParams } from '../pages/order-list-params';
import { orderListKeys } from './order-list-keys';

/**
 * The API query of a list view; empty filters are left out. The marketplace list also sends the
 * seller filter, and on its Dispute tab the status (sr, 0 for all).
 */
export function orderListQueryString(params: OrderListParams, marketplace: boolean): string {
  const query = new URLSearchParams({ type: String(params.type), page: String(params.page) });
  if (params.title) query.set('title', params.title);
  if (params.orderNo) query.set('orderNo', params.orderNo);
  if (marketplace && params.seller) query.set('seller', params.seller);
  if (marketplace && params.type === DISPUTE_TAB) query.set('sr', String(params.sr));
  return query.toString();
}

/** GET /api/me/orders: one tab of the member's marketplace orders, 60 a page, and the tab counts. */
export const myOrdersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderListKeys.purchase(params),
    queryFn: ({ signal }) => apiFetch(`/api/me/orders?${orderListQueryString(params, true)}`, { schema: myOrdersReply, signal }),
    placeholderData: keepPreviousData,
    // Shown from the persisted cache at once, then checked: orders move on (paid, shipped, closed) elsewhere.
    staleTime: 0,
  });

/** GET /api/me/store-orders: one tab of the member's store orders and the tab counts. */
export const myStoreOrdersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderListKeys.storeOrder(params),
    queryFn: ({ signal }) => apiFetch(`/api/me/store-orders?${orderListQueryString(params, false)}`, { schema: myStoreOrdersReply, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyOrders = (params: OrderListParams) => useQuery(myOrdersQuery(params));
export const useMyStoreOrders = (params: OrderListParams) => useQuery(myStoreOrdersQuery(params));
