import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { apiFetch } from '../../../lib/api/api-client';
import { session } from '../../../lib/session/session-store';

// The reply schemas load with the reads (api-client.ts): a visitor's header never reads the cart.
const cartSchemas = () => import('../../../domain/cart/cart.schema');
const cartReplySchema = () => cartSchemas().then((m) => m.cartReply);
const cartCountReplySchema = () => cartSchemas().then((m) => m.cartCountReply);
const storeOrderDetailSchema = () => import('../../../domain/cart/store-order.schema').then((m) => m.storeOrderDetail);

/** Query keys of the cart feature; every cart mutation invalidates `all()` (lines and badge together). */
export const cartQueries = {
  all: () => ['cart'] as const,
  lines: () =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'lines'] as const,
      queryFn: ({ signal }) => apiFetch('/api/cart', { schema: cartReplySchema, signal }),
      // Stock and prices move: shown from cache at once, always re-checked.
      staleTime: 0,
    }),
  count: () =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'count'] as const,
      queryFn: ({ signal }) => apiFetch('/api/cart/count', { schema: cartCountReplySchema, signal }),
      staleTime: 0,
    }),
  storeOrder: (id: number) =>
    queryOptions({
      queryKey: ['store-orders', id] as const,
      queryFn: ({ signal }) => apiFetch(`/api/store-orders/${id}`, { schema: storeOrderDetailSchema, signal }),
      staleTime: 0,
    }),
};

export function useCart() {
  const { user } = useSnapshot(session);
  return useQuery({ ...cartQueries.lines(), enabled: Boolean(user) });
}

/** The header cart badge: the number of lines (0 for visitors); the header caps it at 99. */
export function useCartCount(): number {
  const { user } = useSnapshot(session);
  const query = useQuery({ ...cartQueries.count(), enabled: Boolean(user) });
  return user ? (query.data?.Count ?? 0) : 0;
}
