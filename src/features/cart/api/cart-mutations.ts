import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  removeCartLinesReply,
  setCartReply,
  updateCartLineReply,
  type CartCountReply,
  type SetCartBody,
} from '../../../domain/cart/cart.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { cartQueries } from './cart-queries';

/**
 * The header badge takes the count the server answered with at once: it does not wait for the
 * refetch, which a slow or flaky connection may hold back (queries pause while Holo believes the
 * server unreachable; mutations do not).
 */
function showCartCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData<CartCountReply>(cartQueries.count().queryKey, { Count: count });
}

/** POST /api/cart: 'append' from Add to cart, 'cover' from Buy now (the line then holds exactly that). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCartBody) => apiFetch('/api/cart', { method: 'POST', body, schema: setCartReply }),
    onSuccess: (reply) => showCartCount(queryClient, reply.CartCount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}

/** PUT /api/cart/:id, the quantity stepper; the page keeps its own value until the server agrees. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, num }: { id: number; num: number }) =>
      apiFetch(`/api/cart/${id}`, { method: 'PUT', body: { Num: num }, schema: updateCartLineReply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}

export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiFetch('/api/cart', { method: 'DELETE', body: { Ids: ids }, schema: removeCartLinesReply }),
    onSuccess: (reply) => showCartCount(queryClient, reply.CartCount),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}
