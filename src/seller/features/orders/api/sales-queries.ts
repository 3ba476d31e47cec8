import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api/api-client';
import { sellerSaleDetail, sellerSalesReply } from '../../../../domain/seller/seller-sales.schema';
import { carriersReply } from '../../../../domain/shipping/shipping.schema';

export type SaleKind = 'order' | 'store_order';

export const salesKeys = {
  all: ['seller', 'sales'] as const,
  tab: (tab: number, page: number) => [...salesKeys.all, 'tab', tab, page] as const,
  detail: (kind: SaleKind, id: number) => [...salesKeys.all, kind, id] as const,
};

export const salesQuery = (tab: number, page = 1) =>
  queryOptions({
    queryKey: salesKeys.tab(tab, page),
    queryFn: ({ signal }) => apiFetch(`/api/seller/sales?tab=${tab}&page=${page}`, { schema: sellerSalesReply, signal }),
  });

export const saleQuery = (kind: SaleKind, id: number) =>
  queryOptions({
    queryKey: salesKeys.detail(kind, id),
    queryFn: ({ signal }) => apiFetch(`/api/seller/sales/${kind}/${id}`, { schema: sellerSaleDetail, signal }),
  });

/** The carriers a seller from `area` may use (SF Express only from Greater China). */
export const carriersQuery = (area: string) =>
  queryOptions({
    queryKey: ['carriers', area] as const,
    queryFn: ({ signal }) => apiFetch(`/api/carriers?area=${encodeURIComponent(area)}`, { schema: carriersReply, signal }),
    staleTime: 60 * 60_000,
  });
