import { queryOptions } from '@tanstack/react-query';
import { staffTaxRefundListReply, taxRefundApplication } from '../../../../domain/tax-refunds/tax-refund.schema';
import { apiFetch } from '../../../../lib/api/api-client';

export const taxKeys = { all: ['staff', 'tax-refunds'] as const, state: (state: 1 | 2 | 3) => [...taxKeys.all, state] as const };

/** Applications in a state: 1 processing (the oldest due first), 2 approved, 3 rejected. */
export const taxRefundsQuery = (state: 1 | 2 | 3) =>
  queryOptions({ queryKey: taxKeys.state(state), queryFn: ({ signal }) => apiFetch(`/api/staff/tax-refunds?state=${state}`, { schema: staffTaxRefundListReply, signal }) });

export const approveTaxRefund = ({ id, amount }: { id: number; amount: number }) =>
  apiFetch(`/api/staff/tax-refunds/${id}/approve`, { method: 'POST', body: { Amount: amount }, schema: taxRefundApplication });

export const rejectTaxRefund = ({ id, reason }: { id: number; reason: string }) =>
  apiFetch(`/api/staff/tax-refunds/${id}/reject`, { method: 'POST', body: { Reason: reason }, schema: taxRefundApplication });
