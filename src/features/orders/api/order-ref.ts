import type { OrderKind } from '../../../domain/orders/order-finish';

/** A marketplace order or a store order, by id: the two share every after-payment call. */
export interface OrderRef {
  kind: OrderKind;
  id: number;
}

/** The order's own API path: /api/orders/{id} or /api/store-orders/{id}. */
export function orderApiPath({ kind, id }: OrderRef): string {
  return kind === 'order' ? `/api/orders/${id}` : `/api/store-orders/${id}`;
}

/** The order's detail page in the PWA (spec 3 routes). */
export function orderDetailHref({ kind, id }: OrderRef): string {
  return kind === 'order' ? `/myholo/detail/${id}` : `/myholo/orderdetail/${id}`;
}

/** The order's checkout (pay now): a marketplace order's or a store order's. */
export function orderCheckoutHref({ kind, id }: OrderRef): string {
  return kind === 'order' ? `/pay/checkout/${id}` : `/pay/storecheckout/${id}`;
}
