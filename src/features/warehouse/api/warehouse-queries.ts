import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { WAREHOUSE_PAGE_SIZE } from '../../../domain/warehouse/warehouse-rules';
import {
  warehouseAgenciesReply,
  warehouseCounts,
  warehouseItemsReply,
  warehouseOrderFull,
  warehouseOrdersReply,
  weightBandsReply,
  type SubmitWarehouseOrderInput,
} from '../../../domain/warehouse/warehouse.schema';
import { apiFetch } from '../../../lib/api/api-client';

const q = (value: string) => encodeURIComponent(value);

/**
 * Query keys of the warehouse page. The member's lists live under ['warehouse'] and are persisted
 * with the rest of the member's cache (shown offline from the device), always re-checked on
 * arrival like the CHP history; the fee table is reference data and kept an hour.
 */
export const warehouseQueries = {
  all: () => ['warehouse'] as const,
  counts: () =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'counts'] as const,
      queryFn: ({ signal }) => apiFetch('/api/warehouse/counts', { schema: warehouseCounts, signal }),
      staleTime: 0,
    }),
  agencies: () =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'agencies'] as const,
      queryFn: ({ signal }) => apiFetch('/api/warehouse/agencies', { schema: warehouseAgenciesReply, signal }),
      staleTime: 0,
    }),
  items: (agencyId: number, title: string, pageIndex: number) =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'items', { agencyId, title, pageIndex }] as const,
      queryFn: ({ signal }) =>
        apiFetch(`/api/warehouse/items?AgencyId=${agencyId}&Title=${q(title)}&PageIndex=${pageIndex}&PageSize=${WAREHOUSE_PAGE_SIZE}`, { schema: warehouseItemsReply, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  orders: (status: number, title: string, pageIndex: number) =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'orders', { status, title, pageIndex }] as const,
      queryFn: ({ signal }) =>
        apiFetch(`/api/warehouse/orders?OrderStatus=${status}&Title=${q(title)}&PageIndex=${pageIndex}&PageSize=${WAREHOUSE_PAGE_SIZE}`, { schema: warehouseOrdersReply, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  order: (id: number) =>
    queryOptions({
      queryKey: [...warehouseQueries.all(), 'order', id] as const,
      queryFn: ({ signal }) => apiFetch(`/api/warehouse/orders/${id}`, { schema: warehouseOrderFull, signal }),
      staleTime: 0,
    }),
  weightBands: (agencyId: number, region: string) =>
    queryOptions({
      queryKey: ['warehouse-fees', agencyId, region] as const,
      queryFn: ({ signal }) => apiFetch(`/api/warehouse/weight-bands?AgencyId=${agencyId}&Region=${q(region)}`, { schema: weightBandsReply, signal }),
      staleTime: 60 * 60_000,
    }),
};

export const useWarehouseCounts = () => useQuery(warehouseQueries.counts());
export const useWarehouseAgencies = () => useQuery(warehouseQueries.agencies());
export const useWarehouseItems = (agencyId: number, title: string, pageIndex: number, enabled: boolean) =>
  useQuery({ ...warehouseQueries.items(agencyId, title, pageIndex), enabled });
export const useWarehouseOrders = (status: number, title: string, pageIndex: number, enabled: boolean) =>
  useQuery({ ...warehouseQueries.orders(status, title, pageIndex), enabled });
export const useWarehouseOrder = (id: number) => useQuery(warehouseQueries.order(id));
export const useWeightBands = (agencyId: number, region: string, enabled: boolean) => useQuery({ ...warehouseQueries.weightBands(agencyId, region), enabled });

/** POST /api/warehouse/orders: send items for weighing; every warehouse list is read again after. */
export function useSubmitWarehouseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitWarehouseOrderInput) => apiFetch('/api/warehouse/orders', { method: 'POST', body, schema: warehouseOrderFull }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
  });
}

/** POST /api/warehouse/orders/:id/complete (helper WF's call): the member confirms the parcel arrived. */
export function useCompleteWarehouseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/warehouse/orders/${id}/complete`, { method: 'POST', body: {}, schema: z.unknown() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseQueries.all() }),
  });
}
