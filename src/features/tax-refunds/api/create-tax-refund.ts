import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { taxRefundApplication, type newTaxRefundBody } from '../../../domain/tax-refunds/tax-refund.schema';
import { apiFetch } from '../../../lib/api/api-client';
import { taxRefundQueries } from './tax-refund-queries';

export type NewTaxRefund = z.input<typeof newTaxRefundBody>;

/** POST /api/tax-refunds: the same request twice answers the one application (a double click). */
export function createTaxRefund(body: NewTaxRefund) {
  return apiFetch('/api/tax-refunds', { method: 'POST', body, schema: taxRefundApplication });
}

export function useCreateTaxRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTaxRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxRefundQueries.all() }),
  });
}
