/**
 * Query keys of the order lists. They sit under the checkout's ['orders'] and the cart's
 * ['store-orders'] roots, so a new, paid or changed order invalidates the lists as well. Like every
 * member query they persist in the member's own cache and are dropped on sign-out.
 */
import type { OrderListParams } from '../pages/order-list-params';

export const orderListKeys = {
  purchases: () => ['orders', 'mine'] as const,
  purchase: (params: OrderListParams) => [...orderListKeys.purchases(), params] as const,
  storeOrders: () => ['store-orders', 'mine'] as const,
  storeOrder: (params: OrderListParams) => [...orderListKeys.storeOrders(), params] as const,
};
