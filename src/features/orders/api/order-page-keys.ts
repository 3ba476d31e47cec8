/**
 * Query keys of one order: its detail page and its tracking. They sit under the same
 * ['orders'] and ['store-orders'] roots as the lists and the checkout's copy of an order.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OrderRef } from './order-ref';

export const orderPageKeys = {
  root: (kind: OrderRef['kind']) => [kind === 'order' ? 'orders' : 'store-orders'] as const,
  page: ({ kind, id }: OrderRef) => [...orderPageKeys.root(kind), 'page', id] as const,
  tracking: ({ kind, id }: OrderRef) => [...orderPageKeys.root(kind), 'tracking', id] as const,
};

/**
 * After an action on an order, everything under its root: the lists (the order may change tab and
 * the badges move), its page and tracking, and the checkout's copy. Only what is on
 * screen is read again; the rest is marked stale.
 */
export function invalidateOrder(queryClient: QueryClient, ref: OrderRef) {
  return queryClient.invalidateQueries({ queryKey: orderPageKeys.root(ref.kind) });
}
