import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shippingAddress, type AddressBody } from '../../../domain/address/address.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { currentUserKey } from '../../../lib/session/current-user-query';
import { addressQueries } from './get-addresses';

/** POST /api/me/addresses, or PUT /api/me/addresses/:id when `id` is given. */
export function saveAddress({ id, body }: { id?: number; body: AddressBody }) {
  return id === undefined
    ? apiFetch('/api/me/addresses', { method: 'POST', body, schema: shippingAddress })
    : apiFetch(`/api/me/addresses/${id}`, { method: 'PUT', body, schema: shippingAddress });
}

/** DELETE /api/me/addresses/:id. */
export function deleteAddress(id: number) {
  return apiFetch(`/api/me/addresses/${id}`, { method: 'DELETE' });
}

/** POST /api/me/addresses/:id/default. */
export function setDefaultAddress(id: number) {
  return apiFetch(`/api/me/addresses/${id}/default`, { method: 'POST', schema: shippingAddress });
}

/**
 * Every change refreshes the book and GET /api/me, whose Count of addresses the trade gate reads.
 */
function useAddressMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: addressQueries.all() }),
        queryClient.invalidateQueries({ queryKey: currentUserKey, exact: true }),
      ]),
  });
}

export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useDeleteAddress = () => useAddressMutation(deleteAddress);
export const useSetDefaultAddress = () => useAddressMutation(setDefaultAddress);
