import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { sellerStoreReply, type SellerStoreBody } from '../../../../domain/seller/seller-store.schema';

export const storeProfileKey = ['seller', 'store'] as const;

export const storeProfileQuery = queryOptions({
  queryKey: storeProfileKey,
  queryFn: ({ signal }) => apiFetch('/api/seller/store', { schema: sellerStoreReply, signal }),
});

export function useSaveStoreProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerStoreBody) => apiFetch('/api/seller/store', { method: 'PUT', body, schema: sellerStoreReply }),
    onSuccess: (saved) => queryClient.setQueryData(storeProfileKey, saved),
  });
}
