import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { TAX_LIST_PAGE_SIZE, TAX_PICKER_PAGE_SIZE } from '../../../domain/tax-refunds/tax-refund-rules';
import { taxOrderPickerReply, taxRefundApplication, taxRefundListReply } from '../../../domain/tax-refunds/tax-refund.schema';
import { apiFetch } from '../../../lib/api/api-client';

/**
 * Query keys of the tax refund feature. The member's applications are persisted with the rest of
 * the member's cache (shown offline from the device), and always re-checked like the CHP history.
 */
export const taxRefundQueries = {
  all: () => ['tax-refunds'] as const,
  list: (pageIndex: number) =>
    queryOptions({
      queryKey: [...taxRefundQueries.all(), 'list', { pageIndex }] as const,
      queryFn: ({ signal }) => apiFetch(`/api/tax-refunds?PageIndex=${pageIndex}&PageSize=${TAX_LIST_PAGE_SIZE}`, { schema: taxRefundListReply, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...taxRefundQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => apiFetch(`/api/tax-refunds/${id}`, { schema: taxRefundApplication, signal }),
      staleTime: 0,
    }),
  /** The order picker: 20 at a time, the next page when the list is scrolled to its end. */
  picker: (businessType: 2 | 3) =>
    infiniteQueryOptions({
      queryKey: [...taxRefundQueries.all(), 'picker', businessType] as const,
      queryFn: ({ pageParam, signal }) =>
        apiFetch(`/api/tax-refunds/orders?BusinessType=${businessType}&PageIndex=${pageParam}&PageSize=${TAX_PICKER_PAGE_SIZE}`, { schema: taxOrderPickerReply, signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.length * TAX_PICKER_PAGE_SIZE < last.Count ? pages.length + 1 : undefined),
      staleTime: 0,
    }),
};

export const useTaxRefunds = (pageIndex: number, enabled: boolean) => useQuery({ ...taxRefundQueries.list(pageIndex), enabled });
export const useTaxRefund = (id: number | null) => useQuery({ ...taxRefundQueries.detail(id ?? 0), enabled: id !== null });
export const useTaxOrderPicker = (businessType: 2 | 3, enabled: boolean) => useInfiniteQuery({ ...taxRefundQueries.picker(businessType), enabled });
