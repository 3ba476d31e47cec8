import { queryOptions } from '@tanstack/react-query';
import { incomingOrdersReply, uncheckedItemsReply, warehouseItemReply, type ConditionCheckBody } from '../../../../domain/warehouse/warehouse-check.schema';
import { forwardingOrderReply, forwardingQueueReply, type ForwardShipBody } from '../../../../domain/warehouse/forwarding.schema';
import { apiFetch } from '../../../../lib/api/api-client';

/** The warehouse desk's reads, under one key so each action reads them all again. */
export const warehouseKeys = {
  all: ['staff', 'warehouse'] as const,
  incoming: () => [...warehouseKeys.all, 'incoming'] as const,
  unchecked: () => [...warehouseKeys.all, 'unchecked'] as const,
  forwarding: (status: 4 | 2) => [...warehouseKeys.all, 'forwarding', status] as const,
};

export const incomingQuery = () =>
  queryOptions({ queryKey: warehouseKeys.incoming(), queryFn: ({ signal }) => apiFetch('/api/staff/warehouse/incoming', { schema: incomingOrdersReply, signal }) });

export const uncheckedQuery = () =>
  queryOptions({ queryKey: warehouseKeys.unchecked(), queryFn: ({ signal }) => apiFetch('/api/staff/warehouse/unchecked', { schema: uncheckedItemsReply, signal }) });

export const forwardingQuery = (status: 4 | 2) =>
  queryOptions({ queryKey: warehouseKeys.forwarding(status), queryFn: ({ signal }) => apiFetch(`/api/staff/warehouse/forwarding?status=${status}`, { schema: forwardingQueueReply, signal }) });

export const receiveOrder = (orderId: number) => apiFetch(`/api/staff/warehouse/orders/${orderId}/receive`, { method: 'POST', body: {}, schema: warehouseItemReply });

export const checkItem = ({ id, body }: { id: number; body: ConditionCheckBody }) => apiFetch(`/api/staff/warehouse/items/${id}/check`, { method: 'POST', body, schema: warehouseItemReply });

export const weighOrder = ({ id, grams }: { id: number; grams: number }) =>
  apiFetch(`/api/staff/warehouse/forwarding/${id}/weigh`, { method: 'POST', body: { WeightGrams: grams }, schema: forwardingOrderReply });

export const shipOrder = ({ id, body }: { id: number; body: ForwardShipBody }) =>
  apiFetch(`/api/staff/warehouse/forwarding/${id}/ship`, { method: 'POST', body, schema: forwardingOrderReply });
