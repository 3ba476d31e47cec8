import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyReply } from '../../../domain/agency/agency.schema';
import { transferAddress, transferAddressListReply, type TransferAddressBody } from '../../../domain/address/transfer-address.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { checkoutKeys } from './checkout-keys';

/** GET /api/agency: the agency of the seller's region; it changes rarely. */
export const agencyQuery = (memberSource: string) =>
  queryOptions({
    queryKey: checkoutKeys.agency(memberSource),
    queryFn: ({ signal }) => apiFetch(`/api/agency?memberSource=${encodeURIComponent(memberSource)}`, { schema: agencyReply, signal }),
    staleTime: 60 * 60_000,
  });

/** GET /api/me/transfer-addresses: the member's transfer addresses in one country, 10 a page. */
export const transferAddressesQuery = (country: string, page = 1) =>
  queryOptions({
    queryKey: checkoutKeys.transferAddressPage(country, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/me/transfer-addresses?country=${encodeURIComponent(country)}&page=${page}`, { schema: transferAddressListReply, signal }),
    staleTime: 0,
  });

/** POST /api/me/transfer-addresses; the lists are read again after. */
export function useSaveTransferAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferAddressBody) => apiFetch('/api/me/transfer-addresses', { method: 'POST', body, schema: transferAddress }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.transferAddresses() }),
  });
}
