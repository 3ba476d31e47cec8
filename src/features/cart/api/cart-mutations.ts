import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  removeCartLinesReply,
  setCartReply,
  updateCartLineReply,
  type SetCartBody,
} from '../../../domain/cart/cart.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { cartQueries } from './cart-queries';

/** POST /api/cart: 'append' from Add to cart, 'cover' from Buy now (the line then holds exactly that). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCartBody) => apiFetch('/api/cart', { method: 'POST', body, schema: setCartReply }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}
