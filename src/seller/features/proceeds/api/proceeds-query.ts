import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { sellerProceedsReply } from '../../../../domain/seller/seller-proceeds.schema';

export const proceedsKeys = { page: (page: number) => ['seller', 'proceeds', page] as const };

export const proceedsQuery = (page: number) =>
  queryOptions({
    queryKey: proceedsKeys.page(page),
    queryFn: ({ signal }) => apiFetch(`/api/seller/proceeds?page=${page}`, { schema: sellerProceedsReply, signal }),
  });
